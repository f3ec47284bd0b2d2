import { asc } from "drizzle-orm";
import type { Database } from "../../db/database";
import { menuItems } from "../tables/menu-items";

export type MenuItemRow = typeof menuItems.$inferSelect;

/** Every entry of the sidebar menu (parents and submenus), in menu order. */
export const listMenuItems = (db: Database): Promise<MenuItemRow[]> =>
  db.select().from(menuItems).orderBy(asc(menuItems.sort));
