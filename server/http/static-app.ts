import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";

/**
 * Serves the built browser app under /portal/. Client routes (history mode) fall back to index.html;
 * hashed assets are cached for a year, index.html never, so a deploy is picked up at once.
 */
export function createStaticApp(webRoot: string): Hono {
  const app = new Hono();
  app.use(
    "/portal/assets/*",
    serveStatic({
      root: webRoot,
      rewriteRequestPath: (path) => path.replace(/^\/portal/, ""),
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use(
    "/portal/*",
    serveStatic({ root: webRoot, rewriteRequestPath: (path) => path.replace(/^\/portal/, "") }),
  );
  app.get(
    "/portal/*",
    serveStatic({
      root: webRoot,
      path: "index.html",
      onFound: (_p, c) => void c.header("Cache-Control", "no-cache"),
    }),
  );
  app.get("/portal", (c) => c.redirect("/portal/"));
  app.get("/", (c) => c.redirect("/portal/"));
  return app;
}
