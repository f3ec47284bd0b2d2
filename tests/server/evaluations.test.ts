import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  decodeChecklistForm,
  decodeChecklistList,
  decodeEvaluationPage,
  decodeReportDetail,
  decodeReportPage,
  decodeScoreSummary,
  decodeSubmittedChecklist,
} from "../../core/evaluations/evaluations-wire";
import { isInvalid, type Decoder } from "../../core/schemas/decode";
import { availableDatabases } from "./support/database-targets";
import { loginTokens } from "./support/http";
import { queryRows, sql } from "./support/query";
import { call, newKey, uploadPng } from "./support/ticket-client";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

/** The browser's decoder reads the answer (the contract holds), else the failing paths show. */
function expectDecodes<A>(decode: Decoder<A>, body: unknown): void {
  const result = decode(body);
  expect(isInvalid(result) ? result.error.issues : []).toEqual([]);
}

// Demo accounts: 1 head office (every store), 2 franchisee of stores 1-3, 3 store manager of
// store 1, 4 staff of store 2, 5 trainee, 6 store manager of store 4.
const MOBILES = {
  headOffice: "6900000001",
  franchisee: "6900000002",
  manager: "6900000003",
  staff: "6900000004",
  trainee: "6900000005",
  otherManager: "6900000006",
} as const;
type Who = keyof typeof MOBILES;

const TEMPLATE = {
  title: "Έλεγχος βιτρίνας",
  sections: [
    {
      title: "Βιτρίνα",
      questions: [
        {
          id: "v1",
          text: "Η βιτρίνα είναι καθαρή;",
          kind: "yes_no",
          weight: 2,
          max: 1,
          photo_required: true,
          creates_task: true,
        },
        {
          id: "v2",
          text: "Φρεσκάδα προϊόντων",
          kind: "score",
          weight: 2,
          max: 4,
          photo_required: false,
          creates_task: false,
        },
        {
          id: "v3",
          text: "Θερμοκρασία (°C)",
          kind: "number",
          weight: 0,
          max: 1,
          photo_required: false,
          creates_task: false,
        },
      ],
    },
  ],
};

describe.each(databases)("evaluations and checklists on $name", (target) => {
  let server: TestServer;
  const token = {} as Record<Who, string>;
  beforeAll(async () => {
    server = await startTestServer(target);
    for (const [who, mobile] of Object.entries(MOBILES))
      token[who as Who] = (await loginTokens(server.api, mobile)).access_token;
  });
  afterAll(() => server.stop());

  const get = (who: Who, path: string) => call(server.api, path, { token: token[who] });
  const post = (who: Who, path: string, body: unknown, key?: string) =>
    call(server.api, path, { token: token[who], body, ...(key === undefined ? {} : { key }) });
  const count = async (table: string) =>
    Number(
      (
        await queryRows<{ n: number }>(
          server.server.database.db,
          sql.raw(`select count(*)::int as n from ${table}`),
        )
      )[0]?.n,
    );

  it("lets each role in exactly per spec 6 and keeps stores apart", async () => {
    expect((await get("trainee", "evaluations?location_id=1")).status).toBe(403);
    expect((await get("staff", "evaluations?location_id=2")).status).toBe(200);
    for (const path of ["reports-evaluation?location_id=2", "checklists?location_id=2", "checklists/1"])
      expect({ path, status: (await get("staff", path)).status }).toEqual({ path, status: 403 });
    expect((await get("headOffice", "reports-evaluation?location_id=1")).status).toBe(403);
    expect((await get("manager", "reports-evaluation?location_id=4")).status).toBe(403);
    expect((await get("otherManager", "evaluations?location_id=1")).status).toBe(403);
    expect((await call(server.api, "evaluations?location_id=1")).status).toBe(401);
  });

  it("lists the demo audits with dates and scores, pages by keyset and fills the base load", async () => {
    expectDecodes(decodeEvaluationPage, (await get("manager", "evaluations?location_id=1&limit=3")).body);
    const page = (await get("manager", "evaluations?location_id=1&limit=3")).body as {
      items: { id: number; score: number | null }[];
      next_cursor: string;
    };
    expect(page.items).toHaveLength(3);
    expect(page.items.every((row) => row.score !== null && row.score >= 0 && row.score <= 100)).toBe(true);
    const next = (await get("manager", `evaluations?location_id=1&limit=3&cursor=${page.next_cursor}`))
      .body as {
      items: { id: number }[];
    };
    expect(Math.max(...next.items.map((r) => r.id))).toBeLessThan(Math.min(...page.items.map((r) => r.id)));
    expect((await get("manager", "evaluations?location_id=1&cursor=nonsense")).status).toBe(400);
    const summary = (await get("franchisee", "evaluations/score?location_id=2")).body;
    expectDecodes(decodeScoreSummary, summary);
    expect((summary as { history: unknown[] }).history.length).toBeGreaterThan(1);
    const base = (await get("manager", "base")).body as { averageScore: number | null };
    expect(base.averageScore).toBeGreaterThan(0);
    expectDecodes(decodeReportPage, (await get("franchisee", "reports-evaluation?location_id=3")).body);
  });

  let templateId = 0;
  it("takes templates from head office only, refusing bad ones with the rule's key", async () => {
    expect((await post("manager", "evaluations/templates", TEMPLATE)).status).toBe(403);
    const short = await post("headOffice", "evaluations/templates", { ...TEMPLATE, title: "ab" });
    expect(short.status).toBe(422);
    expect(short.body.message).toBe("b2b_checklist_title_min_length");
    const weight = structuredClone(TEMPLATE);
    weight.sections[0]!.questions[0]!.weight = 101;
    expect((await post("headOffice", "evaluations/templates", weight)).body.message).toBe(
      "b2b_checklist_weight_invalid",
    );
    const created = await post("headOffice", "evaluations/templates", TEMPLATE);
    expect(created.status).toBe(201);
    templateId = created.body["id"] as number;
    const list = (await get("manager", "checklists?location_id=1")).body;
    expectDecodes(decodeChecklistList, list);
    expect(
      (list as unknown as { id: number; last_eval_date: string | null }[]).find((c) => c.id === templateId)
        ?.last_eval_date,
    ).toBeNull();
    expectDecodes(decodeChecklistForm, (await get("manager", `checklists/${templateId}`)).body);
  });

  let reportId = 0;
  it("takes a filled checklist once per key, with its photo, score and a task for the failed item", async () => {
    const photo = await uploadPng(server.api, token.manager, "βιτρίνα.png");
    const answers = [
      { question_id: "v1", value: "no", note: "Δαχτυλιές στο τζάμι", file_ids: [photo] },
      { question_id: "v2", value: "3", note: "", file_ids: [] },
      { question_id: "v3", value: "4", note: "", file_ids: [] },
    ];
    const path = `checklists/${templateId}/submit`;
    const before = { reports: await count("evaluation_reports"), tasks: await count("tasks") };
    const noPhoto = await post(
      "manager",
      path,
      {
        location_id: 1,
        answers: answers.map((a) => ({ ...a, file_ids: [] })),
      },
      newKey(),
    );
    expect(noPhoto.status).toBe(422);
    expect(noPhoto.body.message).toBe("b2b_checklist_photo_required");
    expect((await post("manager", path, { location_id: 1, answers })).status).toBe(400);
    // Issue #29 item 11: an answer to a question the form lacks, or a second one, is refused, not dropped.
    for (const extra of [
      { question_id: "nope", value: "yes", note: "", file_ids: [] },
      { ...answers[1]!, value: "2" },
    ]) {
      const refused = await post("manager", path, { location_id: 1, answers: [...answers, extra] }, newKey());
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe("b2b_checklist_answer_not_on_form");
    }
    expect(await count("evaluation_reports")).toBe(before.reports);
    expect((await post("otherManager", path, { location_id: 1, answers }, newKey())).status).toBe(403);

    const key = newKey();
    const first = await post("manager", path, { location_id: 1, answers }, key);
    expect(first.status).toBe(201);
    expectDecodes(decodeSubmittedChecklist, first.body);
    // (2·0 + 2·0.75) / 4 = 37.5 %
    expect(first.body["score"]).toBe(37.5);
    const again = await post("manager", path, { location_id: 1, answers }, key);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await count("evaluation_reports")).toBe(before.reports + 1);
    expect(await count("tasks")).toBe(before.tasks + 1);
    const [taskId] = first.body["task_ids"] as number[];
    const task = (await get("manager", `tasks/${taskId}`)).body;
    expect(task["title"]).toBe("Έλεγχος βιτρίνας: Η βιτρίνα είναι καθαρή;");
    expect(task["location_id"]).toBe(1);
    reportId = first.body["report_id"] as number;
  });

  it("shows the report with its specs, files and chart, to its store only", async () => {
    const answer = await get("manager", `reports-evaluation/${reportId}`);
    expectDecodes(decodeReportDetail, answer.body);
    const report = answer.body as unknown as {
      score: number;
      confirmed_stamp: string | null;
      specs: { question_id: string; failed: boolean; task_id: number | null; files: { url: string }[] }[];
      history: unknown[];
    };
    expect(report.score).toBe(37.5);
    expect(report.confirmed_stamp).toBeNull();
    const v1 = report.specs.find((s) => s.question_id === "v1");
    expect(v1?.failed).toBe(true);
    expect(v1?.task_id).not.toBeNull();
    expect(report.history.length).toBeGreaterThan(0);
    const download = await fetch(`${server.api}/${v1?.files[0]?.url ?? ""}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Type")).toBe("image/png");
    expect((await fetch(`${server.api}/report-evaluation-files/1?exp=1&sig=x`)).status).toBe(403);
    expect((await get("otherManager", `reports-evaluation/${reportId}`)).status).toBe(404);
  });

  it("is confirmed by head office once", async () => {
    expect((await post("manager", `evaluations/${reportId}/confirm`, {})).status).toBe(403);
    const confirmed = await post("headOffice", `evaluations/${reportId}/confirm`, {});
    expect(confirmed.status).toBe(200);
    expect((await post("headOffice", `evaluations/${reportId}/confirm`, {})).status).toBe(409);
    expect((await post("headOffice", "evaluations/2147483000/confirm", {})).status).toBe(404);
    const report = (await get("manager", `reports-evaluation/${reportId}`)).body;
    expect(report["confirmed_stamp"]).toBe(confirmed.body["confirmed_stamp"]);
  });
});
