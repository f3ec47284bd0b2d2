import { sql } from "drizzle-orm";
import { HEAD_OFFICE_COMPANY } from "../../core/constants/portal-constants";
import { catalogue } from "../../core/i18n/catalogue";
import { MENU_ENTRIES } from "../../core/permissions/menu-entries";
import type { MenuEntry } from "../../core/permissions/menu-entry";
import type { Database } from "../db/database";
import { companies } from "../db/schema/companies";
import { jobPositions } from "../db/schema/job-positions";
import { menuItems } from "../content/tables/menu-items";
import { translations } from "../db/schema/translations";

/** The head-office company always has id 1, so the seeds and tests can name it. */
export const HEAD_OFFICE_COMPANY_ID = 1;

export const JOB_POSITIONS = [
  { id: 1, titleGr: "Ταμίας", titleEn: "Cashier" },
  { id: 2, titleGr: "Υπεύθυνος Βάρδιας", titleEn: "Shift supervisor" },
  { id: 3, titleGr: "Μάγειρας", titleEn: "Cook" },
  { id: 4, titleGr: "Σερβιτόρος", titleEn: "Waiter" },
  { id: 5, titleGr: "Barista", titleEn: "Barista" },
  { id: 6, titleGr: "Αποθηκάριος", titleEn: "Storekeeper" },
  { id: 7, titleGr: "Διανομέας", titleEn: "Delivery rider" },
] as const;

/**
 * Data every installation needs, in production too: the head-office company, job positions, the
 * translation catalogue and the sidebar menu. Idempotent; catalogue texts and menu roles are
 * overwritten from the repository on every start, so a deploy updates them.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db
    .insert(companies)
    .values({ id: HEAD_OFFICE_COMPANY_ID, name: HEAD_OFFICE_COMPANY })
    .onConflictDoNothing();
  await db
    .insert(jobPositions)
    .values([...JOB_POSITIONS])
    .onConflictDoNothing();

  const catalogueRows = Object.entries(catalogue).map(([key, text]) => ({ key, gr: text.gr, en: text.en }));
  if (catalogueRows.length > 0)
    await db
      .insert(translations)
      .values(catalogueRows)
      .onConflictDoUpdate({
        target: translations.key,
        set: { gr: sql`excluded.gr`, en: sql`excluded.en` },
        // Only texts that changed are written: rewriting every row (about 1,800) on every start took
        // longer and left as many dead rows behind, which PGlite (no autovacuum) never cleans up.
        setWhere: sql`(${translations.gr}, ${translations.en}) is distinct from (excluded.gr, excluded.en)`,
      });

  const menuRows = MENU_ENTRIES.flatMap((entry, index) => [
    menuRow(entry, index * 10, null),
    ...(entry.submenus ?? []).map((sub, subIndex) => menuRow(sub, index * 10 + subIndex + 1, entry.name)),
  ]);
  await db
    .insert(menuItems)
    .values(menuRows)
    .onConflictDoUpdate({
      target: menuItems.name,
      set: {
        path: sql`excluded.path`,
        titleGr: sql`excluded.title_gr`,
        titleEn: sql`excluded.title_en`,
        roles: sql`excluded.roles`,
        sort: sql`excluded.sort`,
        parentName: sql`excluded.parent_name`,
      },
      // As for the catalogue: only entries that changed are written.
      setWhere: sql`(${menuItems.path}, ${menuItems.titleGr}, ${menuItems.titleEn}, ${menuItems.roles}, ${menuItems.sort}, ${menuItems.parentName})
        is distinct from (excluded.path, excluded.title_gr, excluded.title_en, excluded.roles, excluded.sort, excluded.parent_name)`,
    });
  await resyncIdentity(db, ["companies", "job_positions"]);
}

function menuRow(entry: MenuEntry, sort: number, parentName: string | null) {
  // The catalogue's sidebar title (the browser shows the same key), the name when it has none.
  const title = (catalogue as Partial<Record<string, { gr: string; en: string }>>)[
    `ui_menu_${entry.name.replace(/-/g, "_")}`
  ] ?? { gr: entry.name, en: entry.name };
  // A hidden entry is stored with no roles: nobody sees it.
  const roles = entry.hidden ? [] : entry.roles;
  return {
    name: entry.name,
    path: entry.path,
    titleGr: title.gr,
    titleEn: title.en,
    roles,
    sort,
    parentName,
  };
}

/**
 * Rows seeded with explicit ids leave the identity sequence behind; move it past the highest id
 * so later inserts (registration, new stores) do not collide.
 */
export async function resyncIdentity(db: Database, tables: readonly string[]): Promise<void> {
  for (const table of tables)
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('"${table}"', 'id'), greatest((select max(id) from "${table}"), 1))`,
      ),
    );
}
