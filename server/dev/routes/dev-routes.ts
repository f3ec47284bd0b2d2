import { Hono } from "hono";
import * as Schema from "effect/Schema";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { describeRoute } from "../../http/openapi/route-doc";
import { recentOutboxMessages } from "../services/recent-outbox";
import { OutboxEntry } from "../wire/dev-wire";

/**
 * Demo-mode helpers. createApp mounts this router only in demo mode, so in production the paths do
 * not exist at all (JSON 404), rather than being switched off by a flag at request time. Even in demo
 * mode every dev/* path answers only requests from this machine by its own name, and takes writes
 * only as JSON (createApp mounts server/http/middleware/demo-tools-guard.ts on them).
 */
export function devRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(
    "/dev/outbox",
    describeRoute({
      summary:
        "Demo mode only, from this machine only (Host localhost, 127.0.0.1 or [::1]): e-mails and SMS the server has sent, newest first",
      tag: "demo",
      auth: "none",
      success: { status: 200, schema: Schema.Array(OutboxEntry) },
      errors: [404],
    }),
    async (c) => {
      const rows = await recentOutboxMessages(deps.db);
      return c.json(
        rows.map((m) => ({
          id: m.id,
          channel: m.channel,
          to: m.recipient,
          subject: m.subject,
          body: m.body,
          links: m.links,
          attachments: m.attachments,
          c_stamp: m.createdAt.toISOString(),
        })),
      );
    },
  );

  return app;
}
