import { Hono } from "hono";
import type { AppEnv } from "../http/app-deps";
import { requireArea } from "../http/middleware/require-area";
import { requireSession } from "../http/middleware/require-session";
import { guardPaths } from "../http/route-guards";
import type { ServerArea } from "../http/server-area";
import { postAlertRoutes } from "./routes/post-alert-routes";
import { postFileRoutes } from "./routes/post-file-routes";
import { postPublishRoutes } from "./routes/post-publish-routes";
import { postReadRoutes } from "./routes/post-read-routes";
import { requirePublisher } from "./routes/require-publisher";
import { postSearchSource } from "./services/search/post-search-source";
import { HEAD_OFFICE_COMPANY } from "../../core/constants/portal-constants";
import { mayPublishPosts } from "../../core/posts/post-publishing";
import type { DemoAccount } from "../seed/demo-data";
import { permissionSessionOf } from "../http/record-rules";
import { seedPostsDemo } from "./seed/posts-demo";

/**
 * Every posts path but the signed download (`posts/files/{id}`, which carries its own signature).
 * Head office's writes live on paths of their own, so no path meets two areas' guards.
 */
const SESSION_PATHS = [
  "/posts",
  "/posts/:id",
  "/posts_publish",
  "/posts_publish/:id",
  "/posts/files/upload",
  "/posts/reach/:id",
  "/posts/remind/:id",
  "/posts_counter",
  "/posts_acknowledge",
  "/post_categories",
  "/announcements",
  "/announcements/:id",
  "/banners",
  "/notifications",
  "/notification",
];

/**
 * Head office's writes: core's explicit publishing right (require-publisher.ts, which includes the
 * posts area's role and user-type check), not an area row of its own (docs/decisions.md).
 */
const PUBLISH_PATHS = [
  "/posts_publish",
  "/posts_publish/:id",
  "/posts/files/upload",
  "/posts/reach/:id",
  "/posts/remind/:id",
];

/** The role matrix's rule for PUBLISH_PATHS: refused without the publishing right. */
const mayNotPublish = (a: DemoAccount): boolean =>
  !mayPublishPosts(permissionSessionOf(a), HEAD_OFFICE_COMPANY);

/** Posts and announcements: list, detail, files, counter, acknowledgement, publishing, reach, alerts. */
export const postsServerArea: ServerArea = {
  id: "posts",
  routes: (deps) => {
    const router = new Hono<AppEnv>();
    guardPaths(router, SESSION_PATHS, requireSession(deps));
    guardPaths(router, ["/posts"], requireArea("posts"));
    guardPaths(router, ["/posts/:id", "/posts_counter", "/posts_acknowledge"], requireArea("post-detail"));
    guardPaths(router, PUBLISH_PATHS, requirePublisher());
    for (const routes of [postPublishRoutes, postFileRoutes, postReadRoutes, postAlertRoutes])
      router.route("/", routes(deps));
    return router;
  },
  // A post's file is held to the attachments' size (TICKET_ATTACHMENT_MAX_BYTES, 10 MB by default).
  uploads: (config) => ({
    "/posts/files/upload": {
      fileMaxBytes: config.ticketLimits.attachmentMaxBytes,
      tooLargeKey: "b2b_ticket_attachment_too_large",
    },
  }),
  searchSources: [postSearchSource],
  demoSeed: (db, fileStore, now) => seedPostsDemo(db, fileStore, now),
  // Publishing posts: head office's explicit right (core/posts/post-publishing.ts).
  recordRules: {
    "POST /posts_publish": mayNotPublish,
    "PUT /posts_publish/{id}": mayNotPublish,
    "POST /posts/files/upload": mayNotPublish,
    "GET /posts/reach/{id}": mayNotPublish,
    "POST /posts/remind/{id}": mayNotPublish,
  },
};
