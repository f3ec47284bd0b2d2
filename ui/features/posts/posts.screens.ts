import { lazy } from "react";
import type { FeatureScreens } from "../../platform/feature-screens";

/** The posts area's screens (core/posts/posts.area.ts); `/posts/new` is head office's form. */
export const screens: FeatureScreens = {
  "/posts": lazy(() => import("./post-list-route").then((m) => ({ default: m.PostsRoute }))),
  "/posts/:id": lazy(() => import("./post-detail-route").then((m) => ({ default: m.PostDetailRoute }))),
};
