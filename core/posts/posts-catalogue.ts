import type { CataloguePart } from "../i18n/catalogue-entry";

/** The titles of the posts area: its sidebar entry and its screens. */
export const postsMessages = {
  ui_menu_posts: { en: "Posts", gr: "Ανακοινώσεις" },
  ui_route_posts: { en: "Posts", gr: "Ανακοινώσεις" },
} as const satisfies CataloguePart;
