import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { serve } from "@hono/node-server";
import { createStaticApp } from "./http/static-app";

const webRoot = "dist/web";
if (!existsSync(`${webRoot}/index.html`)) {
  console.log("Building the browser app (first start)…");
  execFileSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
}
const port = Number(process.env["PORT"] ?? 8080);
serve({ fetch: createStaticApp(webRoot).fetch, port }, (info) => {
  console.log(`Franchise portal at http://localhost:${info.port}/portal/`);
});
