/**
 * Routes throw, the edge answers; no route queries the database itself (issue #30,
 * docs/architecture.md "Server"). A file under an area's routes folder (or server/http/routes) reads
 * and writes through the area's services: it neither imports drizzle-orm nor calls select, insert,
 * update, delete, execute or transaction on a database. And outside the shared HTTP layer nothing
 * writes an error answer itself with errorResponse: areas throw the tagged errors of
 * server/domain-errors.ts (guards through server/http/middleware/require-right.ts) and createApp's
 * onError answers. Each rule is also shown to fire on a planted violation.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT, typeScriptFilesUnder } from "./support/project-files";

const serverFiles = typeScriptFilesUnder("server", "sources").map((path) => ({
  path,
  source: readFileSync(join(PROJECT_ROOT, path), "utf8"),
}));

/** A route file: under a routes folder of an area (or of server/http). */
const isRouteFile = (path: string): boolean => /^server\/[a-z0-9-]+\/routes\//.test(path);

/** Violations of "no route queries the database itself". */
function routeQueries(file: { path: string; source: string }): string[] {
  if (!isRouteFile(file.path)) return [];
  const imports = [
    ...file.source.matchAll(/(?:from|import)\s*\(?\s*["'](drizzle-orm(?:\/[^"']*)?)["']/g),
  ].map((m) => `${file.path} imports ${m[1]}`);
  // `db.select(`, `deps.db\n  .update(`, `tx.insert(`, ... (a chain may break the line before the dot).
  const calls = [
    ...file.source.matchAll(
      /\b(?:db|tx)\s*\.\s*(select|selectDistinct|insert|update|delete|execute|transaction)\s*\(/g,
    ),
  ].map((m) => `${file.path} calls .${m[1]}( on a database`);
  return [...imports, ...calls];
}

/**
 * Where an error answer may be written by hand: the shared HTTP layer (server/http, the files
 * kernel's HTTP edge) and the one known exception, the login's refusal of an account that may not
 * sign in yet (its status comes from core's signInRefusal, not from a domain error).
 */
const mayWriteErrorAnswers = (path: string): boolean =>
  path.startsWith("server/http/") ||
  path.startsWith("server/files/http/") ||
  path === "server/auth/routes/session-routes.ts";

/** Violations of "areas throw, the edge answers". */
function handWrittenErrorAnswers(file: { path: string; source: string }): string[] {
  if (mayWriteErrorAnswers(file.path)) return [];
  return [...file.source.matchAll(/\berrorResponse\s*\(/g)].map(() => `${file.path} calls errorResponse(`);
}

describe("routes call services; areas throw, the edge answers", () => {
  it("finds the route files", () => {
    expect(serverFiles.filter((f) => isRouteFile(f.path)).length).toBeGreaterThan(30);
  });

  it("no route file imports drizzle-orm or queries a database (services do)", () => {
    expect(serverFiles.flatMap(routeQueries)).toEqual([]);
  });

  it("no file outside the shared HTTP layer answers an error itself (but the login's refusal)", () => {
    expect(serverFiles.flatMap(handWrittenErrorAnswers)).toEqual([]);
    // The exception is still real: when it goes, take it off mayWriteErrorAnswers.
    const session = serverFiles.find((f) => f.path === "server/auth/routes/session-routes.ts");
    expect(session?.source).toMatch(/\berrorResponse\(/);
  });

  it("each rule fires on a planted violation", () => {
    expect(
      routeQueries({
        path: "server/content/routes/x.ts",
        source: `import { asc } from "drizzle-orm";\nconst rows = await deps.db.select().from(menuItems);\n`,
      }),
    ).toEqual([
      "server/content/routes/x.ts imports drizzle-orm",
      "server/content/routes/x.ts calls .select( on a database",
    ]);
    expect(
      routeQueries({
        path: "server/information/routes/x.ts",
        source: `const [page] = await deps.db\n  .update(pages)\n  .set({ bodyGr })\n  .returning();\n`,
      }),
    ).toEqual(["server/information/routes/x.ts calls .update( on a database"]);
    expect(
      routeQueries({
        path: "server/tickets/routes/x.ts",
        source: `import type { SQL } from "drizzle-orm/sql";\nawait tx.insert(t).values(v);\nawait db.delete(t);\n`,
      }),
    ).toHaveLength(3);
    // A route's own registrations are not queries; a service may query.
    expect(
      routeQueries({
        path: "server/tickets/routes/x.ts",
        source: `app.delete("/v2/tickets/:id", (c) => c.json(await removeTicket(deps.db, id)));\n`,
      }),
    ).toEqual([]);
    expect(
      routeQueries({
        path: "server/content/services/x.ts",
        source: `import { asc } from "drizzle-orm";\nexport const f = (db) => db.select().from(t);\n`,
      }),
    ).toEqual([]);
    expect(
      handWrittenErrorAnswers({
        path: "server/training/routes/x.ts",
        source: `if (!ok) return errorResponse(c, 403, "b2b_forbidden");\n`,
      }),
    ).toEqual(["server/training/routes/x.ts calls errorResponse("]);
    expect(
      handWrittenErrorAnswers({
        path: "server/staff/middleware/x.ts",
        source: `return errorResponse(c, 403, "b2b_forbidden");\n`,
      }),
    ).toHaveLength(1);
    expect(
      handWrittenErrorAnswers({
        path: "server/http/middleware/x.ts",
        source: `return errorResponse(c, 401, "b2b_unauthorized");\n`,
      }),
    ).toEqual([]);
  });
});
