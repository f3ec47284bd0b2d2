import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { prerenderShell } from "./scripts/build/prerender-shell.js";

// One config for the browser build and for Vitest, so tests see the same transforms as the app.
// The build also pre-renders the login screen into index.html and writes .br/.gz copies
// (scripts/build/prerender-shell.ts; imported with ".js", which TypeScript maps to the .ts file,
// because Vite's config loader warns about imports without an extension).
export default defineConfig({
  base: "/portal/",
  plugins: [
    react(),
    vanillaExtractPlugin(),
    prerenderShell({ plugins: () => [react(), vanillaExtractPlugin()] }),
  ],
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
    sourcemap: true,
    // Rolldown's PLUGIN_TIMINGS warning fires on every build because the pre-render step (a second,
    // server-side build) is long by design; its time is printed as progress instead (issue #41).
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  server: { port: 5173, proxy: { "/echo": "http://localhost:8080" } },
  test: {
    include: ["{core,machines,ui,adapters,server,tests,scripts}/**/*.test.{ts,tsx}"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    globalSetup: ["tests/support/ensure-web-build.ts", "tests/support/seeded-template-run.ts"],
    setupFiles: ["tests/support/fast-check-depth.ts"],
    // One module graph per worker, not one per file: the 265 files re-imported the server and the
    // React tree afresh each time (Vitest counted 838 modules evaluated 4,859 times). No test stubs
    // globals, the environment or timers for the files after it (tests/architecture checks that),
    // and every server test makes its own server, database and port. docs/decisions.md, "The test run".
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
