import type { CataloguePart } from "../i18n/catalogue-entry";

/** The titles of the tasks area: its sidebar entry and its screens. */
export const tasksMessages = {
  ui_menu_tasks: { en: "Tasks", gr: "Εργασίες" },
  ui_route_tasks: { en: "Tasks", gr: "Εργασίες" },
  ui_menu_projects: { en: "Projects", gr: "Έργα" },
} as const satisfies CataloguePart;
