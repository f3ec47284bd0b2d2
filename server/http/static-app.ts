import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { AVATAR_BASE_PATH, ROUTER_BASE } from "../../core/constants/portal-constants";

/**
 * Files that are not API answers: the built browser app under /portal/ and the avatars under
 * /echo/files/avatars/. Client routes (history mode) fall back to index.html; hashed assets are
 * cached for a year, index.html never, so a deploy is picked up at once.
 */
export function createStaticApp(webRoot: string, avatarsDir: string): Hono {
  const app = new Hono();
  const portal = ROUTER_BASE.replace(/\/$/, "");
  const stripPortal = (path: string) => path.slice(portal.length);

  app.get(
    `${AVATAR_BASE_PATH}*`,
    serveStatic({
      root: avatarsDir,
      rewriteRequestPath: (path) => path.slice(AVATAR_BASE_PATH.length - 1),
      // Short: a user may change the avatar, and the URL (id.extension) stays the same.
      onFound: (_path, c) => void c.header("Cache-Control", "public, max-age=300"),
    }),
  );
  app.use(
    `${portal}/assets/*`,
    serveStatic({
      root: webRoot,
      rewriteRequestPath: stripPortal,
      onFound: (_path, c) => void c.header("Cache-Control", "public, max-age=31536000, immutable"),
    }),
  );
  app.use(`${portal}/*`, serveStatic({ root: webRoot, rewriteRequestPath: stripPortal }));
  app.get(
    `${portal}/*`,
    serveStatic({
      root: webRoot,
      path: "index.html",
      onFound: (_p, c) => void c.header("Cache-Control", "no-cache"),
    }),
  );
  app.get(portal, (c) => c.redirect(ROUTER_BASE));
  app.get("/", (c) => c.redirect(ROUTER_BASE));
  return app;
}
