/*
 * Vite plugin (vite.config.ts) for the production build of the browser app. DESIGN.md budget: the
 * login page's Largest Contentful Paint ≤ 1.5 s on Lighthouse's mobile throttling. After the
 * client build has written dist/web:
 *
 * 1. app.html: index.html as Vite made it (empty #root, the app's script). The server sends it for
 *    every client route but /portal/, so a reload of a signed-in screen never shows the login panel.
 * 2. index.html, the login page: the login screen pre-rendered into #root (login-shell.tsx, built
 *    for Node with the app's own plugins, so the class names are the app's) as React draws it first
 *    (panel, title, subtitle in Greek, the loader where the form goes). Its LCP element, the
 *    subtitle, is painted from the HTML and the CSS alone. The app's script and module preloads are
 *    replaced by boot-*.js, which adds them, and a preload of the translations answer, once that
 *    first paint has happened (see deferScripts). React's createRoot then replaces the markup with
 *    the same markup (nothing moves, and an element no larger than the first is no new LCP
 *    candidate); the form follows the translations and the spec's ~1 s loader as before.
 * 3. `.br` and `.gz` beside every text file (precompress.ts).
 *
 * The build fails when the markup uses a class the page's CSS does not define (the two builds
 * disagree) or index.html has no empty #root or no module script.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createHash } from "node:crypto";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin, type PluginOption, type ResolvedConfig } from "vite";
import { API_BASE_PATH, TRANSLATIONS_APP_ID } from "../../core/constants/portal-constants.js";
import { precompressDir } from "./precompress.js";

const EMPTY_ROOT = '<div id="root"></div>';
const ENTRY = "scripts/build/login-shell.tsx";

export interface PrerenderShellOptions {
  /** The plugins that compile the app's modules (React, vanilla-extract), fresh instances. */
  readonly plugins: () => PluginOption[];
}

export function prerenderShell(options: PrerenderShellOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: "portal:prerender-shell",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        if (config.build.ssr || config.build.write === false) return;
        const outDir = resolve(config.root, config.build.outDir);
        const template = await readFile(join(outDir, "index.html"), "utf8");
        if (!template.includes(EMPTY_ROOT))
          throw new Error(`index.html has no ${EMPTY_ROOT} to pre-render into`);
        await writeFile(join(outDir, "app.html"), template);

        progress("pre-rendering the login page");
        const markup = await renderShell(config.root, options.plugins());
        await checkClasses(markup, template, outDir);
        const apiHost = (config.env["VITE_API_HOST"] as string | undefined)?.trim().replace(/\/$/, "") ?? "";
        const translations = `${apiHost}${API_BASE_PATH}/translations?app_id=${TRANSLATIONS_APP_ID}`;
        const { page: withoutScripts, boot } = deferScripts(template, translations);
        const bootFile = `assets/boot-${createHash("sha256").update(boot).digest("base64url").slice(0, 8)}.js`;
        await writeFile(join(outDir, bootFile), boot);
        const page = withoutScripts
          .replace(EMPTY_ROOT, `<div id="root">${markup}</div>`)
          .replace(
            "</head>",
            `  <script type="module" crossorigin src="${config.base}${bootFile}"></script>\n  </head>`,
          );
        await writeFile(join(outDir, "index.html"), page);
        // A first start serves first and compresses after (server/main.ts, PORTAL_COMPRESS_LATER=1):
        // brotli at its best quality over every chunk was most of the build's time (issue #41).
        if (process.env["PORTAL_COMPRESS_LATER"] === "1") return;
        progress("compressing the files (.br, .gz)");
        await precompressDir(outDir);
      },
    },
  };
}

/**
 * A step of the build, printed when `npm start` builds on a first start (PORTAL_BUILD_PROGRESS=1,
 * server/main.ts): the build runs with logLevel "warn", and a long silence looked like a hang.
 */
function progress(step: string): void {
  if (process.env["PORTAL_BUILD_PROGRESS"] === "1") console.log(`  … ${step}`);
}

/**
 * Takes the app's script and module preloads out of the page and writes a small module that adds
 * them, with a preload of the translations answer (same URL, cors mode and same-origin credentials
 * as the app's fetch, so the app takes that answer), once the pre-rendered screen is painted
 * (`first-contentful-paint`; at once in a hidden tab, which paints nothing; after 2 s at most).
 * On a slow line 110 KB of script fetched beside the CSS delay the first paint; and Lighthouse's
 * simulation counts every script that finished before the paint as needed for it (a module's
 * evaluation carries no URL in the trace), which alone put the simulated LCP at ≈ 2 s. The app
 * starts a little later (after the CSS instead of beside it); the translations still arrive while
 * its script loads, so the form follows as soon as the app runs.
 */
function deferScripts(template: string, translations: string): { page: string; boot: string } {
  const scriptTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const main = scriptTag.exec(template)?.[1];
  if (main === undefined) throw new Error("index.html has no module script to defer");
  const preloads = [...template.matchAll(preloadTag)].map((m) => m[1] ?? "");
  const page = template.replace(scriptTag, "").replace(preloadTag, "");
  const boot = `// The login page starts its app once the pre-rendered screen is painted (scripts/build/prerender-shell.ts).
let started = false;
const start = () => {
  if (started) return;
  started = true;
  const link = (rel, href, as) => {
    const element = document.createElement("link");
    element.rel = rel;
    if (as) element.as = as;
    element.crossOrigin = "anonymous";
    element.href = href;
    document.head.append(element);
  };
  link("preload", ${JSON.stringify(translations)}, "fetch");
  for (const href of ${JSON.stringify(preloads)}) link("modulepreload", href);
  import(${JSON.stringify(main)});
};
if (document.visibilityState !== "visible" || typeof PerformanceObserver !== "function") start();
else {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
  setTimeout(start, 2000);
}
`;
  return { page, boot };
}

/** Builds login-shell.tsx for Node into a scratch folder (inside the project, so it finds react). */
async function renderShell(root: string, plugins: PluginOption[]): Promise<string> {
  const cacheDir = join(root, "node_modules/.cache");
  await mkdir(cacheDir, { recursive: true });
  const scratch = await mkdtemp(join(cacheDir, "prerender-shell-"));
  try {
    await build({
      configFile: false,
      root,
      mode: "production",
      logLevel: "warn",
      publicDir: false,
      plugins,
      build: {
        ssr: ENTRY,
        outDir: scratch,
        emptyOutDir: false,
        minify: false,
        sourcemap: false,
        rolldownOptions: { output: { format: "es", entryFileNames: "login-shell.mjs" } },
      },
    });
    const shell = (await import(pathToFileURL(join(scratch, "login-shell.mjs")).href)) as {
      renderLoginShell: () => string;
    };
    return shell.renderLoginShell();
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Every class of the markup must be defined by a stylesheet the page links. */
async function checkClasses(markup: string, page: string, outDir: string): Promise<void> {
  const base = page.match(/href="([^"]*\/)assets\//)?.[1] ?? "/";
  const sheets = [...page.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? "");
  const css = (
    await Promise.all(sheets.map((href) => readFile(join(outDir, href.slice(base.length)), "utf8")))
  ).join("\n");
  const classes = new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((m) => (m[1] ?? "").split(/\s+/)));
  const defined = (name: string) => new RegExp(`\\.${name.replace(/[^\w-]/g, "\\$&")}(?![\\w-])`).test(css);
  const missing = [...classes].filter((name) => name !== "" && !defined(name));
  if (missing.length > 0)
    throw new Error(`pre-rendered login shell uses classes no stylesheet defines: ${missing.join(" ")}`);
}
