import { Hono } from "hono";
import * as Schema from "effect/Schema";
import { Announcement, Banner, NotificationList, NotificationReadBody } from "../../../core/posts/posts-wire";
import { IdFromString } from "../../../core/schemas/ids";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { describeRoute } from "../../http/openapi/route-doc";
import { jsonBody, pathParams } from "../../http/validate";
import {
  listAnnouncements,
  listBanners,
  listNotifications,
  markNotificationsRead,
} from "../services/post-alerts";
import { postViewer } from "../services/post-reader";

const announcementsDoc = (summary: string, errors: readonly number[]) =>
  describeRoute({
    summary,
    tag: "posts",
    auth: "bearer",
    success: { status: 200, schema: Schema.Array(Announcement) },
    errors,
  });

/** What reaches a user beside the list: announcements (dashboard alerts), banners, the header's bell. */
export function postAlertRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(
    "/announcements",
    announcementsDoc("Announcements meant for the user, newest first (every type)", [401]),
    async (c) =>
      c.json(await listAnnouncements(deps.db, await postViewer(deps.db, c.var.session), deps.now())),
  );

  app.get(
    "/announcements/:id",
    announcementsDoc("One announcement by id (as a list of one)", [401, 404]),
    pathParams(Schema.Struct({ id: IdFromString })),
    async (c) =>
      c.json(
        await listAnnouncements(
          deps.db,
          await postViewer(deps.db, c.var.session),
          deps.now(),
          c.req.valid("param").id,
        ),
      ),
  );

  app.get(
    "/banners",
    describeRoute({
      summary: "Banners whose window is open now",
      tag: "posts",
      auth: "bearer",
      success: { status: 200, schema: Schema.Array(Banner) },
      errors: [401],
    }),
    async (c) => c.json(await listBanners(deps.db, deps.now())),
  );

  app.get(
    "/notifications",
    describeRoute({
      summary: "The header's notifications: new posts of the last 30 days meant for the user, read or not",
      tag: "posts",
      auth: "bearer",
      success: { status: 200, schema: NotificationList },
      errors: [401],
    }),
    async (c) =>
      c.json(await listNotifications(deps.db, await postViewer(deps.db, c.var.session), deps.now())),
  );

  app.post(
    "/notification",
    describeRoute({
      summary: "Marks one notification (by post id) or all (id null) as read",
      tag: "posts",
      auth: "bearer",
      success: { status: 200, schema: NotificationList },
      errors: [401, 404, 422],
    }),
    jsonBody(NotificationReadBody),
    async (c) => {
      const viewer = await postViewer(deps.db, c.var.session);
      await markNotificationsRead(deps.db, viewer, deps.now(), c.req.valid("json").id);
      return c.json(await listNotifications(deps.db, viewer, deps.now()));
    },
  );

  return app;
}
