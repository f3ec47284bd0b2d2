import { defineArea } from "../areas/area";
import { shownEntry } from "../permissions/menu-entry";
import { ALL_EXCEPT_TRAINEE, ALL_ROLES } from "../permissions/role";
import { areaGuard } from "../permissions/route-entry";

/** Posts and announcements (spec 2, 3, 4): list, detail, publishing, read reach, alerts and notifications. */
export const postsArea = defineArea({
  id: "posts",
  // The spec opens a single post ("posts/{id}") to every role but the post list not to trainees.
  apiAreas: { posts: ALL_EXCEPT_TRAINEE, "post-detail": ALL_ROLES },
  routes: [
    { pattern: "/posts", guard: areaGuard("posts") },
    { pattern: "/posts/:id", guard: areaGuard("post-detail") },
  ],
  menu: [{ row: 2, entry: shownEntry("posts", "/posts", ALL_EXCEPT_TRAINEE) }],
  baseLoad: [],
});
