import type { Context } from "hono";
import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { AVATAR_BASE_PATH, ROUTER_BASE } from "../../core/constants/portal-constants";

/** The page of every client route but `/portal/` (the build writes it beside index.html). */
export const APP_HTML = "app.html";

// A cache must keep the encodings of a text file apart, also when this client took it plain
// (serveStatic says Vary itself when it sends a .br or .gz).
const varies = (path: string, c: Context) => {
  if (/\.(?:html|js|css|svg|json|txt)$/.test(path)) c.header("Vary", "Accept-Encoding");
};

/**
 * Files that are not API answers: the built browser app under /portal/ and the avatars under
 * /echo/files/avatars/. Hashed assets are cached for a year, the HTML never, so a deploy is picked
 * up at once.
 *
 * The build writes each text file also as `.br` and `.gz` (scripts/build/precompress.ts); they go
 * out as they are (`precompressed`), the one the browser accepts, brotli first.
 *
 * Two pages: `/portal/` gets index.html, which holds the login screen pre-rendered in Greek (its
 * first paint needs no script); every other client route (history mode) gets app.html, the same
 * page with an empty #root, so a reload of a signed-in route never shows the login panel.
 */
export function createStaticApp(
  webRoot: string,
  avatarsDir: string,
  options: { readonly sourceMaps: boolean } = { sourceMaps: true },
): Hono {
  const app = new Hono();
  const portal = ROUTER_BASE.replace(/\/$/, "");
  // Source maps show the whole client source: not public in production unless SOURCE_MAPS=public.
  if (!options.sourceMaps)
    app.get(`${portal}/*`, async (c, next) =>
      /\.map(?:\.(?:br|gz))?$/i.test(c.req.path) ? c.text("Not found", 404) : next(),
    );
  const stripPortal = (path: string) => path.slice(portal.length);
  const page = (path: string) =>
    serveStatic({
      root: webRoot,
      path,
      precompressed: true,
      onFound: (found, c) => {
        c.header("Cache-Control", "no-cache");
        varies(found, c);
      },
    });

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
      precompressed: true,
      onFound: (found, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
        varies(found, c);
      },
    }),
  );
  // A file of the build that is not there (an old tab asking for a chunk of the version before) is
  // 404, not the app's page: a script answered with HTML fails to run with a misleading error, and a
  // 404 lets the app's chunk loader notice and reload.
  app.get(`${portal}/assets/*`, (c) => c.text("Not found", 404));
  app.get(ROUTER_BASE, page("index.html"));
  app.get(`${portal}/index.html`, page("index.html"));
  app.get(`${portal}/${APP_HTML}`, page(APP_HTML));
  app.use(
    `${portal}/*`,
    serveStatic({
      root: webRoot,
      rewriteRequestPath: stripPortal,
      precompressed: true,
      onFound: varies,
    }),
  );
  // A build without app.html (older) still answers every route with index.html.
  app.get(`${portal}/*`, page(APP_HTML), page("index.html"));
  app.get(portal, (c) => c.redirect(ROUTER_BASE));
  app.get("/", (c) => c.redirect(ROUTER_BASE));
  return app;
}
