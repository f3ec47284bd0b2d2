import { rolesForArea } from "./api-areas";
import { ALL_ROLES, isRole, roleListIncludes, type Role } from "./role";
import { matchRoute } from "./route-match";

/** A link to a screen: its path (relative to the /portal/ base) and the catalogue key of its name. */
export interface ScreenLink {
  readonly path: string;
  readonly labelKey: string;
}

/**
 * Who may open a path by role alone, from the route table: every role behind a login, the area's
 * roles behind an area guard, nobody for public, redirected or switched paths (no link leads there).
 */
export const rolesAt = (path: string): readonly Role[] => {
  const route = matchRoute(path);
  if (route === undefined) return [];
  switch (route.guard.kind) {
    case "login":
      return ALL_ROLES;
    case "area":
      return rolesForArea(route.guard.area);
    default:
      return [];
  }
};

/*
 * Issue #33 item 4: screens the spec's menu table leaves out (/notes, /note-videos, /messages,
 * /upcoming, /upcomingmeetings, the stock count) get a place where a person looks, without changing
 * the sidebar the spec pins (docs/decisions.md, "Screens outside the menu table"): the training
 * screens link to each other, the two meeting screens link to each other, and the dashboard lists
 * them under "More in the portal".
 */

/** The training screens, as links across the top of each of them. */
export const TRAINING_SCREENS: readonly ScreenLink[] = [
  { path: "/training", labelKey: "ui_route_training" },
  { path: "/training_material", labelKey: "ui_route_training_material" },
  { path: "/notes", labelKey: "ui_route_notes" },
  { path: "/note-videos", labelKey: "ui_route_note_videos" },
  { path: "/training-history", labelKey: "ui_route_training_history" },
  { path: "/training-files", labelKey: "ui_route_training_files" },
];

/** The two meeting screens, as links across the top of each. */
export const MEETING_SCREENS: readonly ScreenLink[] = [
  { path: "/upcoming", labelKey: "ui_route_upcoming" },
  { path: "/upcomingmeetings", labelKey: "ui_route_upcomingmeetings" },
];

/** A screen of a list above, found by its path (a typo here fails on loading, not silently). */
const screenAt = (links: readonly ScreenLink[], path: string): ScreenLink => {
  const found = links.find((link) => link.path === path);
  if (found === undefined) throw new Error(`No screen link at ${path}`);
  return found;
};

/**
 * The dashboard's "More in the portal" card: the screens without a sidebar entry. Those that already
 * have a link above are taken from it, so a renamed path or label changes in one place.
 */
export const DASHBOARD_SHORTCUTS: readonly ScreenLink[] = [
  ...MEETING_SCREENS,
  screenAt(TRAINING_SCREENS, "/notes"),
  screenAt(TRAINING_SCREENS, "/note-videos"),
  { path: "/messages", labelKey: "ui_route_messages" },
  // The stock count is a tab of equipment maintenance (docs/decisions.md, "Store menu").
  { path: "/equipment-maintenance?tab=stock", labelKey: "ui_stock_tab_count" },
];

/** The links a role may open, in their order; none for an unknown role. */
export const linksFor = (links: readonly ScreenLink[], role: unknown): readonly ScreenLink[] =>
  isRole(role) ? links.filter((link) => roleListIncludes(rolesAt(link.path), role)) : [];
