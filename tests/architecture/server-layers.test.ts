/**
 * The server's layering (docs/architecture.md, "Server areas"): services know nothing of HTTP (they
 * throw the tagged errors of server/domain-errors.ts, which the HTTP layer maps), and routes are
 * registered only in an area's routes folder or in server/http. Each rule is also shown to fire on a
 * planted violation.
 */
import { readFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT, typeScriptFilesUnder } from "./support/project-files";

const serverFiles = typeScriptFilesUnder("server", "sources").map((path) => ({
  path,
  source: readFileSync(join(PROJECT_ROOT, path), "utf8"),
}));

/** A service file: under an area's services folder or the shared server/services. */
const isService = (path: string): boolean => /^server\/(?:[a-z0-9-]+\/)?services\//.test(path);

/** The project paths a file imports (relative specifiers resolved; packages left out). */
function importedPaths(path: string, source: string): string[] {
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)];
  return specifiers.map((m) => posix.normalize(posix.join(dirname(path), m[1] ?? "")));
}

/** Violations of "a service never imports server/http". */
function serviceImportsOfHttp(file: { path: string; source: string }): string[] {
  if (!isService(file.path)) return [];
  return importedPaths(file.path, file.source)
    .filter((target) => target === "server/http" || target.startsWith("server/http/"))
    .map((target) => `${file.path} imports ${target}`);
}

/** Where a route may be registered: an area's routes folder, or the shared HTTP layer. */
const mayRegisterRoutes = (path: string): boolean =>
  /^server\/[a-z0-9-]+\/routes\//.test(path) || path.startsWith("server/http/");

/** Violations of "routes are registered in an area's routes folder or server/http". */
function routesOutsideRouteFolders(file: { path: string; source: string }): string[] {
  if (mayRegisterRoutes(file.path)) return [];
  // A Hono registration: `.get(`, `.post(`, ... with a path literal as its first argument.
  const registrations = [
    ...file.source.matchAll(/\.(get|post|put|patch|delete|all|on)\(\s*(?:\[[^\]]*\],\s*)?["'`]\//g),
  ];
  return registrations.map((m) => `${file.path} registers a route with .${m[1]}(`);
}

describe("server layers", () => {
  it("finds the server's services and route folders", () => {
    expect(serverFiles.filter((f) => isService(f.path)).length).toBeGreaterThan(40);
    expect(serverFiles.filter((f) => /^server\/[a-z0-9-]+\/routes\//.test(f.path)).length).toBeGreaterThan(
      10,
    );
  });

  it("no service imports server/http (services throw domain errors; HTTP maps them)", () => {
    expect(serverFiles.flatMap(serviceImportsOfHttp)).toEqual([]);
  });

  it("routes are registered only in an area's routes folder or server/http", () => {
    expect(serverFiles.flatMap(routesOutsideRouteFolders)).toEqual([]);
  });

  it("each rule fires on a planted violation", () => {
    expect(
      serviceImportsOfHttp({
        path: "server/tickets/services/tickets/x.ts",
        source: `import { ApiError } from "../../../http/api-error";\n`,
      }),
    ).toEqual(["server/tickets/services/tickets/x.ts imports server/http/api-error"]);
    expect(
      serviceImportsOfHttp({
        path: "server/services/delivery/x.ts",
        source: `import type { AppDeps } from "../../http/app-deps";\n`,
      }),
    ).toHaveLength(1);
    expect(
      serviceImportsOfHttp({
        path: "server/tickets/routes/x.ts",
        source: `import { errorResponse } from "../../http/api-error";\n`,
      }),
    ).toEqual([]);
    expect(
      routesOutsideRouteFolders({
        path: "server/tickets/tickets.server-area.ts",
        source: `router.get(\n  "/v2/tickets/x",\n  (c) => c.json({}),\n);\n`,
      }),
    ).toHaveLength(1);
    expect(
      routesOutsideRouteFolders({
        path: "server/tickets/services/tickets/x.ts",
        source: `app.post("/saveTicketFiles", handler);\n`,
      }),
    ).toHaveLength(1);
    expect(
      routesOutsideRouteFolders({
        path: "server/tickets/routes/x.ts",
        source: `app.post("/saveTicketFiles", handler);\n`,
      }),
    ).toEqual([]);
  });
});
