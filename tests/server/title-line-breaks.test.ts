import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDatabases } from "./support/database-targets";
import { loginTokens } from "./support/http";
import { queryRows, sql } from "./support/query";
import { call, newKey } from "./support/ticket-client";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

const REFUSED = { status: "error", message: "b2b_title_line_break" };

/**
 * Issue #29 item 11: a title is one line on every route (core/validation/title-line-breaks). A CR,
 * LF or other line break in any `title` of a JSON body, flat or nested, is 422 before the route
 * runs, and nothing is written; a line break elsewhere (a description) stays the field's business.
 */
describe.each(databases)("titles are one line on $name", (target) => {
  let server: TestServer;
  let headOffice = "";
  let franchisee = "";
  beforeAll(async () => {
    server = await startTestServer(target);
    headOffice = (await loginTokens(server.api, "6900000001")).access_token;
    franchisee = (await loginTokens(server.api, "6900000002")).access_token;
  });
  afterAll(() => server.stop());

  const count = async (table: "tasks" | "checklist_templates") =>
    Number(
      (
        await queryRows<{ n: number }>(
          server.server.database.db,
          sql.raw(`select count(*)::int as n from ${table}`),
        )
      )[0]?.n,
    );
  const task = (title: string, description = "Πρωί") =>
    call(server.api, "tasks", {
      token: franchisee,
      key: newKey(),
      body: { location_id: 2, title, description, deadline_date: null, project_id: null, assignee_id: null },
    });

  it("refuses a task title with CR, LF or another line break, and writes nothing", async () => {
    const before = await count("tasks");
    for (const title of [
      "Έλεγχος\r\nBcc: x@example.com",
      "Έλεγχος\nψυγείων",
      "Έλεγχος\rψυγείων",
      "Α\u2028Β",
    ]) {
      const answer = await task(title);
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual(REFUSED);
    }
    expect(await count("tasks")).toBe(before);
    // One line, with a tab inside and lines in the description, goes through.
    expect((await task("Έλεγχος\tψυγείων", "Πρωί\nκαι απόγευμα")).status).toBe(201);
    expect(await count("tasks")).toBe(before + 1);
    expect(server.serverErrors).toEqual([]);
  });

  it("refuses a nested title: a checklist section's", async () => {
    const before = await count("checklist_templates");
    const answer = await call(server.api, "evaluations/templates", {
      token: headOffice,
      key: newKey(),
      body: {
        title: "Έλεγχος βιτρίνας",
        sections: [
          {
            title: "Βιτρίνα\nκαι πάγκος",
            questions: [
              {
                id: "v1",
                text: "Καθαρή;",
                kind: "yes_no",
                weight: 1,
                max: 1,
                photo_required: false,
                creates_task: false,
              },
            ],
          },
        ],
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual(REFUSED);
    expect(await count("checklist_templates")).toBe(before);
  });
});
