import { createHmac } from "node:crypto";
import { request } from "node:http";
import * as fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "../../core/i18n/catalogue";
import { MAX_ID, parseId } from "../../core/schemas/ids";
import { JSON_BODY_LIMIT_BYTES } from "../../server/http/middleware/json-body-limit";
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from "../../server/auth/services/session/access-token";
import { availableDatabases } from "./support/database-targets";
import { basic, getJson, loginTokens } from "./support/http";
import { queryRows, sql } from "./support/query";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

const JWT_SECRET = "garbage-test-secret-that-is-long-enough-0123456789";
// GARBAGE_RUNS=400 searches deeper by hand; npm test keeps 100 per group.
const RUNS_PER_GROUP = Number(process.env["GARBAGE_RUNS"] ?? "") || 100;
// Tables that legitimately record refused attempts (rate-limit counters): left out of the digest.
const TABLES_THAT_COUNT_ATTEMPTS = new Set(["rate_limits"]);
/** Writes that read nothing from the request but the token: with a valid one they just work. */
const TAKES_NO_INPUT = new Set(["POST /v2/logs/logout", "POST /calendar-feed/renew"]);

const WRITES_SO_FAR = "select last_value::text || ':' || is_called::text as writes from garbage_writes";

/**
 * A sequence every write to the digested tables moves (a statement trigger, so even a write that
 * changes no row counts: the safe side, it only costs a digest). Sequences are not transactional,
 * so a write rolled back still counts, again the safe side.
 */
function writeCounterSql(tables: readonly string[]): readonly string[] {
  return [
    "create sequence garbage_writes",
    "create function garbage_count_write() returns trigger language plpgsql as $$ begin perform nextval('garbage_writes'); return null; end $$",
    ...tables.map(
      (name) =>
        `create trigger garbage_count_write after insert or update or delete or truncate on "${name}" for each statement execute function garbage_count_write()`,
    ),
  ];
}

interface Operation {
  readonly tags?: readonly string[];
  readonly security?: readonly Record<string, unknown>[];
}
interface OpenApi {
  readonly paths: Record<string, Record<string, Operation>>;
  readonly components: { readonly schemas: Record<string, unknown> };
}
interface Route {
  readonly method: string;
  readonly path: string;
  readonly group: string;
  readonly needsNothing: boolean;
}

/**
 * One request over node:http. Unlike fetch, it keeps the answer when the server answers before the
 * whole body is sent and closes the connection (413 on an over-limit body): a real client sees that 413.
 */
function send(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string | Buffer },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(url, { method: init.method, headers: init.headers, agent: false }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
      );
      res.on("error", reject);
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    req.end(init.body);
  });
}

const now = () => Math.floor(Date.now() / 1000);

const claims = (overrides: object = {}) => ({
  sub: "2",
  sid: "00000000-0000-4000-8000-000000000000",
  role: "franchisee",
  iss: ACCESS_TOKEN_ISSUER,
  aud: ACCESS_TOKEN_AUDIENCE,
  iat: now(),
  exp: now() + 3600,
  ...overrides,
});

/**
 * With the valid token, a path naming an existing row is a valid request, not garbage (`POST
 * /task_completed/1` completes task 1 and rightly changes a table). So under that token a segment
 * that reads as an id is moved to the top of the id range, past every row a test database holds:
 * the route is still reached with a well-formed id, and must answer "no such row".
 */
function namingNoRow(segment: string): string {
  const id = parseId(segment);
  return id === null ? segment : String(MAX_ID - (id % 1000));
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** An HS256 JWT made by hand, so header and claims can be anything. */
function jwt(header: object, payload: object, secret: string): string {
  const input = `${b64url(header)}.${b64url(payload)}`;
  return `${input}.${createHmac("sha256", secret).update(input).digest("base64url")}`;
}

/** Every property name of the document's schemas: garbage with the right keys and wrong values. */
function propertyNames(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) propertyNames(item, into);
  else if (typeof value === "object" && value !== null)
    for (const [key, inner] of Object.entries(value)) {
      if (key === "properties" && typeof inner === "object" && inner !== null)
        for (const name of Object.keys(inner)) into.add(name);
      propertyNames(inner, into);
    }
  return into;
}

/**
 * Garbage on every route of the OpenAPI document: junk path parameters, bodies (wrong types, bad JSON,
 * bytes, bodies up to and over the 1 MiB limit), content types and credentials (forged, expired and
 * alg-none JWTs, session-less tokens, bad Basic headers, and a valid token so validation is reached).
 * Every answer is never a 5xx; every error is `{ status: "error", message }` with a catalogue key; a
 * change request always ends in a 4xx; and no table changes (a digest of every table before and after).
 */
describe.each(databases)("garbage input on $name", (target) => {
  let server: TestServer;
  let routes: readonly Route[] = [];
  let fields: readonly string[] = [];
  let validToken = "";
  let digestQuery = sql``;
  // The digest reads every row of every table: thousands of rows, twice per request, was most of the
  // test's time. A statement trigger on every digested table bumps a sequence, so an unchanged
  // sequence proves the tables unchanged and the last digest still holds (a changed one recomputes).
  let lastDigest: { readonly writes: string; readonly value: string } | undefined;

  beforeAll(async () => {
    server = await startTestServer(target, { env: { JWT_SECRET } });
    validToken = (await loginTokens(server.api, "6900000002")).access_token;
    const document = (await (await getJson(server.api, "openapi.json")).json()) as OpenApi;
    routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        group: operation.tags?.[0] ?? "untagged",
        needsNothing: (operation.security ?? []).length === 0,
      })),
    );
    fields = [...propertyNames(document.components.schemas)];
    const tables = await queryRows<{ name: string }>(
      server.server.database.db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const digested = tables.map((t) => t.name).filter((name) => !TABLES_THAT_COUNT_ATTEMPTS.has(name));
    if (!["users", "sessions", "posts", "outbox"].every((name) => digested.includes(name)))
      throw new Error(`the digest misses tables: ${digested.join(", ")}`);
    // Ordered by name: a union of many tables may come back in any order (parallel plans).
    digestQuery = sql.raw(
      `select * from (${digested
        .map(
          (name) =>
            `select '${name}' as name, count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from "${name}" t`,
        )
        .join(" union all ")}) d order by name`,
    );
    for (const statement of writeCounterSql(digested))
      await queryRows(server.server.database.db, sql.raw(statement));
  });
  afterAll(() => server.stop());

  const digest = async () => {
    const db = server.server.database.db;
    const [counter] = await queryRows<{ writes: string }>(db, sql.raw(WRITES_SO_FAR));
    const writes = counter?.writes ?? "";
    if (lastDigest?.writes === writes) return lastDigest.value;
    const value = JSON.stringify(await queryRows(db, digestQuery));
    lastDigest = { writes, value };
    return value;
  };

  const authorization = fc.oneof(
    fc.constant<string | undefined>(undefined),
    fc.constant("valid"),
    // Signed with our secret but naming no live session, or expired, or with a foreign secret.
    fc
      .constant("session-less")
      .map(() => `Bearer ${jwt({ alg: "HS256", typ: "JWT" }, claims(), JWT_SECRET)}`),
    fc
      .constant("expired")
      .map(
        () =>
          `Bearer ${jwt({ alg: "HS256" }, claims({ sid: "x", iat: now() - 7200, exp: now() - 3600 }), JWT_SECRET)}`,
      ),
    fc
      .string({ maxLength: 40 })
      .map((secret) => `Bearer ${jwt({ alg: "HS256" }, claims(), `forged${secret}`)}`),
    fc.constant("none").map(() => `Bearer ${b64url({ alg: "none", typ: "JWT" })}.${b64url(claims())}.`),
    fc.string({ maxLength: 60 }).map((s) => `Bearer ${s}`),
    fc.string({ maxLength: 60 }).map((s) => `Basic ${Buffer.from(s).toString("base64")}`),
    fc.string({ maxLength: 60 }).map((s) => `Basic ${s}`),
    fc.tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 })).map(([u, p]) => basic(u, p)),
    fc.constantFrom("Bearer", "Basic", "", "Digest abc", "Bearer a.b.c", "Basic Og=="),
  );
  const segment = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.integer().map(String),
    fc.constantFrom(
      "-1",
      "0",
      "1.5",
      "1e3",
      "%00",
      "..",
      "%2e%2e",
      "9".repeat(40),
      "null",
      "ΑΒΓ",
      "x".repeat(3000),
    ),
  );
  // Issue 29 item 2: dates and instants Temporal reads but the calendar range (1900..2200) refuses,
  // on every date field of the document's schemas, in bodies and in the date queries.
  const outsideYear = fc.oneof(
    fc.integer({ min: 0, max: 1899 }).map((year) => String(year).padStart(4, "0")),
    fc.integer({ min: 2201, max: 9999 }).map(String),
    fc.integer({ min: 1, max: 271_820 }).map((year) => `-${String(year).padStart(6, "0")}`),
    fc.integer({ min: 10_000, max: 275_759 }).map((year) => `+${String(year).padStart(6, "0")}`),
  );
  const outsideDate = fc
    .tuple(outsideYear, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
    .map(([y, m, d]) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`);
  const outsideInstant = fc
    .tuple(outsideDate, fc.constantFrom("Z", "+02:00", "-05:00"))
    .map(([date, offset]) => `${date}T10:15:00${offset}`);
  const outsideDay = fc.oneof(outsideDate, outsideInstant);
  // Read lazily: the field names come from the document in beforeAll, after this describe ran.
  const dateFields = () => fields.filter((name) => /(date|stamp|datetime|dob)$/iu.test(name));
  const datedBody = fc
    .constant(null)
    .chain(() =>
      fc.dictionary(fc.constantFrom(...(dateFields().length > 0 ? dateFields() : ["date"])), outsideDay, {
        minKeys: 1,
      }),
    )
    .map((value) => JSON.stringify(value));
  const datedQuery = fc
    .tuple(fc.constantFrom("from_dateTime", "today", "as_of"), outsideDay)
    .map(([key, value]) => ({ location_id: "1", location_ids: "1", [key]: value }));
  const body = fc.oneof(
    fc.json({ maxDepth: 3 }),
    fc.string({ maxLength: 300 }),
    fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
    fc.constantFrom("{", "[1,", "null", "", '{"a":', "\u0000", '{"__proto__":{"x":1}}', "1e309"),
    fc
      .dictionary(
        fc.constantFrom(...(fields.length > 0 ? fields : ["x"])),
        fc.oneof(fc.json({ maxDepth: 1 }), fc.string({ maxLength: 5000 }), fc.constant(null)),
        { maxKeys: 6 },
      )
      .map((value) => JSON.stringify(value)),
    datedBody,
    // At, just under and over the body limit.
    fc
      .constantFrom(JSON_BODY_LIMIT_BYTES - 64, JSON_BODY_LIMIT_BYTES + 1, 2 * JSON_BODY_LIMIT_BYTES)
      .map((size) => `{"access_token":"${"a".repeat(size)}"}`),
  );
  const contentType = fc.constantFrom(
    "application/json",
    "application/json; charset=utf-8",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/octet-stream",
    undefined,
  );
  const anyQuery = fc.dictionary(
    fc.constantFrom("location_id", "app_id", "location_ids", "cursor", "limit", "x"),
    segment,
    {
      maxKeys: 3,
    },
  );

  const query = fc.oneof(anyQuery, datedQuery);

  it("every route group answers garbage with a well-formed 4xx (reads may succeed), never a 5xx, and changes no table", async () => {
    const groups = [...new Set(routes.map((r) => r.group))];
    expect(groups.length).toBeGreaterThan(3);
    for (const group of groups) {
      const inGroup = routes.filter((r) => r.group === group);
      await fc.assert(
        fc.asyncProperty(
          fc.nat(),
          segment,
          body,
          contentType,
          authorization,
          query,
          async (index, pathValue, payload, type, auth, search) => {
            const route = inGroup[index % inGroup.length];
            if (route === undefined) return;
            const segmentValue = auth === "valid" ? namingNoRow(pathValue) : pathValue;
            const path = route.path.replace(/\{\w+\}/g, () => encodeURIComponent(segmentValue));
            const headers: Record<string, string> = {};
            if (type !== undefined) headers["Content-Type"] = type;
            // Routes that read no input do their work for any valid token (logout logs out, renew
            // makes a new calendar link): that is the route working, not garbage, so they get none.
            const key = `${route.method} ${route.path}`;
            if (auth === "valid" && !TAKES_NO_INPUT.has(key))
              headers["Authorization"] = `Bearer ${validToken}`;
            else if (auth !== undefined && auth !== "valid") headers["Authorization"] = auth;
            const queryText = new URLSearchParams(search).toString();
            const before = await digest();
            const response = await send(`${server.api}${path}${queryText === "" ? "" : `?${queryText}`}`, {
              method: route.method,
              headers,
              ...(route.method === "GET" || route.method === "HEAD" ? {} : { body: payload }),
            });
            const text = response.text;
            const after = await digest();
            let answer: unknown = undefined;
            if (response.status >= 400)
              try {
                answer = JSON.parse(text);
              } catch {
                answer = text.slice(0, 80);
              }
            const message = (answer as { message?: unknown } | undefined)?.message;
            const wellFormed =
              response.status < 400 ||
              ((answer as { status?: unknown }).status === "error" &&
                typeof message === "string" &&
                Object.hasOwn(catalogue, message));
            // Garbage never makes a change request succeed; reads (and public reads) may answer 2xx.
            const refusedOrRead = response.status >= 400 || route.method === "GET";
            expect({
              route: `${route.method} ${path.slice(0, 80)}`,
              serverError: response.status >= 500,
              wellFormed,
              refusedOrRead,
              tablesUnchanged: before === after,
            }).toEqual({
              route: `${route.method} ${path.slice(0, 80)}`,
              serverError: false,
              wellFormed: true,
              refusedOrRead: true,
              tablesUnchanged: true,
            });
          },
        ),
        { numRuns: RUNS_PER_GROUP },
      );
    }
    expect(server.serverErrors).toEqual([]);
    // Vitest's 30 s default is for single examples; this is hundreds of requests with two digests each.
  }, 900_000);
});
