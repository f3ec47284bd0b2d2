import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isOk, type Decoder } from "../../core/schemas/decode";
import {
  decodeTrainingMaterial,
  decodeTrainingNoteDetail,
  decodeTrainingNotes,
  decodeTrainings,
} from "../../core/training/training";
import {
  decodeAverageScore,
  decodeCreatedTraining,
  decodeExamOutcome,
  decodeExamPaper,
  decodeExamResultPage,
  decodeScheduledExams,
  decodeStaffResultPage,
} from "../../core/training/exam-wire";
import { pendingExams } from "../../core/training/pending-exams";
import { isCurrentTraining, isExamOpen, isUpcomingTraining } from "../../core/training/training-windows";
import { decodeTrainingFiles, type TrainingFile } from "../../core/training/training-file-wire";
import { availableDatabases } from "./support/database-targets";
import { PDF_BYTES, upload } from "./support/ticket-client";
import { bearer, getJson, loginTokens } from "./support/http";
import { queryRows, sql } from "./support/query";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

const HEAD_OFFICE = "6900000001";
const FRANCHISEE = "6900000002";
const STORE_MANAGER = "6900000003";
const STAFF = "6900000004";
const TRAINEE = "6900000005";
const OTHER_MANAGER = "6900000006";

async function decoded<A>(response: Response, decode: Decoder<A>): Promise<A> {
  expect(response.status).toBe(200);
  const result = decode(await response.json());
  if (!isOk(result)) throw result.error;
  return result.value;
}

const athensToday = () => Temporal.Now.zonedDateTimeISO("Europe/Athens").toPlainDate();

const newExam = (overrides: Record<string, unknown> = {}) => ({
  title: "Τεστ: νέα προϊόντα χειμώνα",
  description: "Τα νέα προϊόντα της σεζόν.",
  start_date: athensToday().toString(),
  end_date: athensToday().add({ days: 3 }).toString(),
  pass_mark: 50,
  time_limit_minutes: 10,
  roles: ["trainee"],
  questions: [
    {
      text: "Ποιο είναι το νέο ρόφημα;",
      choices: ["Σοκολάτα με κανέλα", "Λεμονάδα"],
      correct: [0],
      multiple: false,
    },
    {
      text: "Ποια προϊόντα είναι χωρίς γλουτένη;",
      choices: ["Μπισκότα βρώμης", "Κέικ καρότου", "Κρουασάν"],
      correct: [0, 1],
      multiple: true,
    },
  ],
  ...overrides,
});

describe.each(databases)("training on $name", (target) => {
  let server: TestServer;
  const token: Record<string, string> = {};
  // Every write carries a fresh Idempotency-Key unless the test names one ("" sends none).
  const post = (path: string, who: string, body: unknown, key: string = crypto.randomUUID()) =>
    fetch(`${server.api}/${path}`, {
      method: "POST",
      headers: {
        ...bearer(token[who] ?? ""),
        "Content-Type": "application/json",
        ...(key === "" ? {} : { "Idempotency-Key": key }),
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const get = (path: string, who: string) => getJson(server.api, path, token[who]);
  const count = async (table: string) =>
    (
      await queryRows<{ n: number }>(
        server.server.database.db,
        sql.raw(`select count(*)::int as n from ${table}`),
      )
    )[0]?.n;

  beforeAll(async () => {
    server = await startTestServer(target);
    for (const mobile of [HEAD_OFFICE, FRANCHISEE, STORE_MANAGER, STAFF, TRAINEE, OTHER_MANAGER])
      token[mobile] = (await loginTokens(server.api, mobile)).access_token;
  });
  afterAll(() => server.stop());

  it("lists the trainings meant for the caller's role, with the open exam pending for staff only", async () => {
    const staff = await decoded(await get("training", STAFF), decodeTrainings);
    expect(pendingExams(staff, athensToday()).map((t) => t.id)).toEqual([1]);
    const trainee = await decoded(await get("training", TRAINEE), decodeTrainings);
    expect(trainee.map((t) => t.id)).not.toContain(1);
    expect(pendingExams(trainee, athensToday())).toEqual([]);
    expect((await get("training", "")).status).toBe(401);
  });

  it("answers one training in progress with its exam open and one upcoming (spec 4)", async () => {
    const trainings = await decoded(await get("training", STORE_MANAGER), decodeTrainings);
    const today = athensToday();
    expect(trainings.some((t) => isCurrentTraining(t, today) && t.exam && isExamOpen(t, today))).toBe(true);
    expect(trainings.some((t) => isUpcomingTraining(t, today))).toBe(true);
    for (const path of ["training", "training_material", "training/trainee", "training/1/exam"])
      expect((await get(path, "")).status).toBe(401);
  });

  it("serves the notes and one note with its text to every role", async () => {
    const list = await get("notes", TRAINEE);
    const notes = (await list.json()) as { id: number; title: string }[];
    expect(notes.length).toBeGreaterThanOrEqual(4);
    expect(isOk(decodeTrainingNotes(notes))).toBe(true);
    const note = await decoded(await get(`notes/${notes[0]?.id ?? 0}`, FRANCHISEE), decodeTrainingNoteDetail);
    expect(note.body).toMatch(/\p{Script=Greek}/u);
    for (const id of ["999999", "0", "abc", "-1"])
      expect((await get(`notes/${id}`, TRAINEE)).status).toBe(404);
    expect((await get("notes", "")).status).toBe(401);
    // The base load carries the newest notes as the knowledge-base notes.
    const base = (await (await get("base", STAFF)).json()) as { knowledgeBaseNotes: { title: string }[] };
    expect(base.knowledgeBaseNotes.map((n) => n.title)).toEqual(notes.slice(0, 5).map((n) => n.title));
  });

  it("serves training material to every role", async () => {
    const response = await get("training_material", TRAINEE);
    const body = (await response.json()) as unknown[];
    expect(body.length).toBeGreaterThanOrEqual(6);
    expect(isOk(decodeTrainingMaterial(body[0]))).toBe(true);
    // Issue #33 item 3: every demo item has its text to open.
    for (const item of body) expect((item as { body: string }).body.length).toBeGreaterThan(40);
  });

  it("head office schedules an exam; others may not; bad drafts change nothing", async () => {
    const before = await count("trainings");
    expect((await post("training/exams", TRAINEE, newExam())).status).toBe(403);
    expect((await post("training/exams", STORE_MANAGER, newExam())).status).toBe(403);
    const past = await post(
      "training/exams",
      HEAD_OFFICE,
      newExam({ end_date: "2020-01-02", start_date: "2020-01-01" }),
    );
    expect(past.status).toBe(422);
    expect(await past.json()).toEqual({ status: "error", message: "b2b_training_end_in_past" });
    const noRight = await post(
      "training/exams",
      HEAD_OFFICE,
      newExam({ questions: [{ text: "Χωρίς σωστή", choices: ["α", "β"], correct: [], multiple: false }] }),
    );
    expect(await noRight.json()).toEqual({
      status: "error",
      message: "b2b_training_question_correct_invalid",
    });
    expect((await post("training/exams", HEAD_OFFICE, "{not json")).status).toBe(400);
    expect((await post("training/exams", HEAD_OFFICE, newExam({ roles: ["nobody"] }))).status).toBe(422);
    expect(await count("trainings")).toBe(before);
  });

  it("a trainee takes the new exam once, scored on the server; history, average and the manager see it", async () => {
    const created = await post("training/exams", HEAD_OFFICE, newExam());
    expect(created.status).toBe(201);
    const body = await created.json();
    const { id } = isOk(decodeCreatedTraining(body)) ? (body as { id: number }) : { id: 0 };

    const list = await decoded(await get("training", TRAINEE), decodeTrainings);
    expect(pendingExams(list, athensToday()).map((t) => t.id)).toEqual([id]);
    expect(list.find((t) => t.id === id)?.status).toBe("started");

    // Another role does not see it at all.
    expect((await get(`training/${id}/exam`, STAFF)).status).toBe(404);

    const paper = await decoded(await get(`training/${id}/exam`, TRAINEE), decodeExamPaper);
    expect(paper.questions).toHaveLength(2);
    expect(JSON.stringify(paper)).not.toContain("correct");
    const [first, second] = paper.questions;
    const outcome = await post(`training/${id}/exam`, TRAINEE, {
      answers: [
        { question_id: first?.id, choices: [0] },
        { question_id: second?.id, choices: [1, 0] },
      ],
    });
    expect(await decoded(outcome, decodeExamOutcome)).toEqual({
      score: 100,
      passed: true,
      pass_mark: 50,
      correct: 2,
      total: 2,
    });
    const again = await post(`training/${id}/exam`, TRAINEE, { answers: [] });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ status: "error", message: "b2b_exam_already_taken" });
    expect((await get(`training/${id}/exam`, TRAINEE)).status).toBe(409);

    const after = await decoded(await get("training", TRAINEE), decodeTrainings);
    expect(pendingExams(after, athensToday())).toEqual([]);
    expect(after.find((t) => t.id === id)?.result?.score).toBe(100);

    const history = await decoded(await get("training/trainee", TRAINEE), decodeExamResultPage);
    expect(history.items[0]).toMatchObject({ training_id: id, score: 100, passed: true });
    const average = await decoded(await get("training/average_score", TRAINEE), decodeAverageScore);
    expect(average.exams).toBe(3);

    // The store manager of the trainee's store sees the result; the other store's manager does not.
    const manager = await decoded(await get("training/evaluations", STORE_MANAGER), decodeStaffResultPage);
    expect(manager.items[0]).toMatchObject({ training_id: id, name: "Κώστας Ιωάννου", score: 100 });
    expect(manager.items.every((row) => row.stores.some((store) => store.startsWith("Αθήνα Σύνταγμα")))).toBe(
      true,
    );
    const other = await decoded(await get("training/evaluations", OTHER_MANAGER), decodeStaffResultPage);
    expect(other.items.some((row) => row.training_id === id)).toBe(false);
    const franchisee = await decoded(await get("training/evaluations", FRANCHISEE), decodeStaffResultPage);
    expect(franchisee.items.some((row) => row.training_id === id)).toBe(true);
    expect((await get("training/evaluations", TRAINEE)).status).toBe(403);
  });

  it("head office lists the exams scheduled with their window and who took them; nobody else may (issue 33 item 9)", async () => {
    const created = await post(
      "training/exams",
      HEAD_OFFICE,
      newExam({ title: "Τεστ: λίστα προγραμματισμένων" }),
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const before = await decoded(await get("training/exams", HEAD_OFFICE), decodeScheduledExams);
    const listed = before.find((exam) => exam.id === id);
    expect(listed).toMatchObject({
      title: "Τεστ: λίστα προγραμματισμένων",
      pass_mark: 50,
      question_count: 2,
      roles: ["trainee"],
      takers: [],
    });
    expect(listed?.start_date.toString()).toBe(athensToday().toString());
    expect(listed?.end_date.toString()).toBe(athensToday().add({ days: 3 }).toString());
    // Latest start first; only exams (the seed's plain trainings are not listed).
    const starts = before.map((exam) => exam.start_date.toString());
    expect(starts).toEqual(starts.toSorted().toReversed());

    const paper = await decoded(await get(`training/${id}/exam`, TRAINEE), decodeExamPaper);
    const answered = await post(`training/${id}/exam`, TRAINEE, {
      answers: paper.questions.map((question) => ({ question_id: question.id, choices: [1] })),
    });
    expect(answered.status).toBe(200);
    const after = await decoded(await get("training/exams", HEAD_OFFICE), decodeScheduledExams);
    expect(after.find((exam) => exam.id === id)?.takers).toEqual([
      expect.objectContaining({ name: "Κώστας Ιωάννου", role: "trainee", score: 0, passed: false }),
    ]);

    for (const who of [FRANCHISEE, STORE_MANAGER, STAFF, TRAINEE])
      expect((await get("training/exams", who)).status).toBe(403);
    expect((await get("training/exams", "")).status).toBe(401);
  });

  it("pages the histories by keyset and refuses an unreadable cursor", async () => {
    const first = await decoded(
      await get("training/evaluations?limit=2", HEAD_OFFICE),
      decodeStaffResultPage,
    );
    expect(first.items).toHaveLength(2);
    expect(first.next_cursor).not.toBeNull();
    const next = await decoded(
      await get(`training/evaluations?limit=2&cursor=${first.next_cursor ?? ""}`, HEAD_OFFICE),
      decodeStaffResultPage,
    );
    expect(next.items.map((r) => r.id)).not.toContain(first.items[0]?.id);
    expect((await get("training/evaluations?cursor=nope", HEAD_OFFICE)).status).toBe(422);
    expect((await get("training/trainee?limit=0", TRAINEE)).status).toBe(422);
  });

  it("keeps the history and archive from a franchisee (spec 6) and refuses closed or foreign exams", async () => {
    expect((await get("training/trainee", FRANCHISEE)).status).toBe(403);
    expect((await get("training/trainee/archive", FRANCHISEE)).status).toBe(403);
    const archive = await decoded(await get("training/trainee/archive", TRAINEE), decodeTrainings);
    expect(archive.map((t) => t.id)).toEqual([5, 3]);
    const closed = await post("training/5/exam", STAFF, { answers: [] });
    expect(closed.status).toBe(409);
    expect(await closed.json()).toEqual({ status: "error", message: "b2b_exam_closed" });
    expect((await get("training/2/exam", STAFF)).status).toBe(404);
    expect((await get("training/999999/exam", STAFF)).status).toBe(404);
    expect(
      (await post("training/1/exam", STAFF, { answers: [{ question_id: 1, choices: [99] }] })).status,
    ).toBe(422);
    expect(server.serverErrors).toEqual([]);
  });

  it("a new exam whose answer was lost, sent again with its key, is one exam; the key is required", async () => {
    const before = await count("trainings");
    const key = crypto.randomUUID();
    const exam = newExam({ title: "Τεστ: μία φορά μόνο" });
    const first = await post("training/exams", HEAD_OFFICE, exam, key);
    expect(first.status).toBe(201);
    const again = await post("training/exams", HEAD_OFFICE, exam, key);
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    expect(await count("trainings")).toBe((before ?? 0) + 1);
    // The same key with another exam is another request: refused, nothing written.
    const other = await post("training/exams", HEAD_OFFICE, newExam({ title: "Τεστ: άλλο" }), key);
    expect(other.status).toBe(409);
    expect((await post("training/exams", HEAD_OFFICE, exam, "")).status).toBe(400);
    expect(await count("trainings")).toBe((before ?? 0) + 1);
  });

  it("files and videos: each role sees what head office meant for it, through signed links", async () => {
    const files = async (path: string, who: string) => decoded(await get(path, who), decodeTrainingFiles);
    const open = (file: TrainingFile, url = file.url) => fetch(`${server.api}/${url}`);
    // /training-files is for azureUser, greg-user and user (spec 6).
    expect((await get("training/files", TRAINEE)).status).toBe(403);
    expect((await get("training/files", FRANCHISEE)).status).toBe(403);
    const headOffice = await files("training/files", HEAD_OFFICE);
    expect(headOffice.map((f) => f.id)).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    expect(headOffice.every((f) => f.c_stamp !== undefined)).toBe(true);
    // The picture is for store staff and head office, not trainees; the video is for everyone.
    const video = (await files("notes/videos", TRAINEE)).find((f) => f.id === 3);
    expect(video?.caption_url).toMatch(/^training-files\/\d+\?exp=\d+&sig=/);
    const played = await open(video!);
    expect(played.status).toBe(200);
    expect(played.headers.get("content-type")).toBe("video/webm");
    // Played in the page; the name stays for "save as".
    expect(played.headers.get("content-disposition")).toBe("inline; filename*=UTF-8''espresso-vimata.webm");
    const captions = await open(video!, video!.caption_url ?? "");
    expect(await captions.text()).toMatch(/^WEBVTT/);
    // On material: the picture for staff; the cash register manual and the welcome video for everyone.
    const ids = async (who: string) =>
      (await files("training_material/files", who)).map((f) => f.id).toSorted((a, b) => a - b);
    expect(await ids(STAFF)).toEqual([2, 5, 6]);
    expect(await ids(TRAINEE)).toEqual([5, 6]);
    const onNote = await files("notes/2/files", TRAINEE);
    expect(onNote.map((f) => f.id)).toEqual([1]);
    const pdf = await open(onNote[0]!);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toMatch(/^attachment/);
    // One character of the signature changed (to another one: "x" over an "x" would be the same link).
    const forged = onNote[0]!.url.replace(
      /sig=(.)/,
      (_, first: string) => `sig=${first === "x" ? "y" : "x"}`,
    );
    expect((await open(onNote[0]!, forged)).status).toBe(403);

    // Head office uploads a PDF and puts it on a note for trainees only.
    const uploaded = await upload(server.api, token[HEAD_OFFICE] ?? "", {
      bytes: PDF_BYTES,
      name: "odigos.pdf",
      type: "application/pdf",
    });
    const fileId = uploaded.body["file_id"] as number;
    const attach = {
      file_id: fileId,
      title: "Οδηγός παραλαβής",
      note_id: 3,
      material_id: null,
      location_ids: [],
    };
    expect((await post("training/files/attach", STAFF, { ...attach, roles: [] })).status).toBe(403);
    expect(
      (await post("training/files/attach", HEAD_OFFICE, { ...attach, title: " ", roles: [] })).status,
    ).toBe(422);
    const attached = await post("training/files/attach", HEAD_OFFICE, { ...attach, roles: ["trainee"] });
    expect(attached.status).toBe(201);
    const { id } = (await attached.json()) as { id: number };
    expect((await files("notes/3/files", TRAINEE)).map((f) => f.id)).toEqual([id]);
    expect(await files("notes/3/files", STAFF)).toEqual([]);
    // An upload is attached once; another's upload or an unknown one is refused the same way.
    const again = await post("training/files/attach", HEAD_OFFICE, { ...attach, roles: [] });
    expect(await again.json()).toEqual({ status: "error", message: "b2b_training_file_unusable" });
    expect(server.serverErrors).toEqual([]);
  });
  // Issue #29 item 11: an unknown note is 404, as GET notes/{id} answers, not an empty list.
  it("the files of a note that does not exist are 404, as the note itself", async () => {
    const response = await get("notes/999999/files", TRAINEE);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: "error", message: "b2b_not_found" });
    const notes = (await (await get("notes", TRAINEE)).json()) as { id: number }[];
    const past = Math.max(...notes.map((n) => n.id)) + 1;
    expect((await get(`notes/${past}/files`, HEAD_OFFICE)).status).toBe(404);
    // A note that exists keeps answering its list, empty or not.
    expect((await get(`notes/${notes[0]?.id ?? 0}/files`, TRAINEE)).status).toBe(200);
  });
  // Issue #29 item 6: answers that do not fit the paper are refused with 422, and the attempt stays.
  it("answers that do not fit the paper are 422 and spend nothing; questions left out count as wrong", async () => {
    const paperOf = async (title: string) => {
      const created = await post("training/exams", HEAD_OFFICE, newExam({ title }));
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };
      return { id, paper: await decoded(await get(`training/${id}/exam`, TRAINEE), decodeExamPaper) };
    };
    const { id, paper } = await paperOf("Τεστ: απαντήσεις που ταιριάζουν");
    const { paper: otherPaper } = await paperOf("Τεστ: άλλο χαρτί");
    const [single, multiple] = paper.questions.map((q) => q.id);
    const foreign = otherPaper.questions[0]?.id;
    const results = await count("exam_results");
    for (const [answers, key] of [
      [[{ question_id: foreign, choices: [0] }], "b2b_exam_answer_unknown_question"],
      [
        [
          { question_id: single, choices: [0] },
          { question_id: single, choices: [0] },
        ],
        "b2b_exam_answer_repeated_question",
      ],
      [[{ question_id: single, choices: [2] }], "b2b_exam_answer_unknown_choice"],
      [[{ question_id: single, choices: [0, 1] }], "b2b_exam_answer_unknown_choice"],
      [[{ question_id: multiple, choices: [1, 1] }], "b2b_exam_answer_unknown_choice"],
    ] as const) {
      const refused = await post(`training/${id}/exam`, TRAINEE, { answers });
      expect({ answers, status: refused.status, body: await refused.json() }).toEqual({
        answers,
        status: 422,
        body: { status: "error", message: key },
      });
    }
    expect(await count("exam_results")).toBe(results);
    // The attempt is still there: one question answered right, the other left out (wrong).
    const outcome = await post(`training/${id}/exam`, TRAINEE, {
      answers: [{ question_id: single, choices: [0] }],
    });
    expect(await decoded(outcome, decodeExamOutcome)).toEqual({
      score: 50,
      passed: true,
      pass_mark: 50,
      correct: 1,
      total: 2,
    });
    expect(server.serverErrors).toEqual([]);
  });
});
