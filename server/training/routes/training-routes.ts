import { Hono, type Context } from "hono";
import * as Schema from "effect/Schema";
import { IdFromString } from "../../../core/schemas/ids";
import {
  Training,
  TrainingMaterial,
  TrainingNote,
  TrainingNoteDetail,
} from "../../../core/training/training";
import { IDEMPOTENCY_KEY_HEADER } from "../../../core/idempotency/idempotency-key";
import { idempotentJson } from "../../http/idempotent-json";
import { requireIdempotencyKey } from "../../services/idempotency/run-idempotent";
import {
  AverageScore,
  CreatedTraining,
  ExamOutcome,
  ExamPaper,
  ExamResultPage,
  ExamSubmission,
  NewTraining,
  ScheduledExams,
  StaffResultPage,
} from "../../../core/training/exam-wire";
import { Invalid } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { describeRoute } from "../../http/openapi/route-doc";
import { jsonBody, pathParams, queryParams } from "../../http/validate";
import { createTraining } from "../services/create-training";
import { averageScore, ownResults, staffResults } from "../services/exam-histories";
import { examPaper, submitExam } from "../services/exam-taking";
import { scheduledExams } from "../services/scheduled-exams";
import type { TrainingCaller } from "../services/training-audience";
import { trainingsFor } from "../services/training-list";
import { listTrainingMaterial, listTrainingNotes, trainingNote } from "../services/training-reads";
import { trainingMaterialWire, trainingNoteDetailWire, trainingNoteWire } from "../services/training-wire";
import { readResultPage, ResultPageParams } from "./training-page-query";
import { serverTiming } from "../../http/middleware/server-timing";

const callerOf = (c: Context<AppEnv>): TrainingCaller => ({
  id: c.var.session.user.id,
  role: c.var.session.role,
  allStores: c.var.session.user.allStores,
});

const ExamPath = Schema.Struct({ id: IdFromString });

/**
 * The training area's calls (spec 7 path names; docs/decisions.md, "Training exams"): the schedule
 * and archive, material, exams (paper, submission scored here, head office's authoring), the caller's
 * history and average, and the staff's results for the people who run stores.
 */
export function trainingRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(
    "/training",
    describeRoute({
      summary:
        "The trainings meant for the caller's role that have not ended, by start date, with the caller's exam result",
      tag: "training",
      auth: "bearer",
      success: { status: 200, schema: Schema.Array(Training) },
      errors: [401],
    }),
    async (c) => c.json(await trainingsFor(deps.db, callerOf(c), deps.now(), "schedule")),
  );

  app.get(
    "/training_material",
    describeRoute({
      summary: "Training material, newest first",
      tag: "training",
      auth: "bearer",
      success: { status: 200, schema: Schema.Array(TrainingMaterial) },
      errors: [401],
    }),
    async (c) => {
      const rows = await listTrainingMaterial(deps.db);
      return c.json(rows.map(trainingMaterialWire));
    },
  );

  app.get(
    "/notes",
    describeRoute({
      summary: "Training notes, newest first",
      tag: "training",
      auth: "bearer",
      success: { status: 200, schema: Schema.Array(TrainingNote) },
      errors: [401],
    }),
    serverTiming(),
    async (c) => {
      const rows = await listTrainingNotes(deps.db);
      return c.json(rows.map(trainingNoteWire));
    },
  );

  app.get(
    "/notes/:id",
    describeRoute({
      summary: "One training note with its text",
      tag: "training",
      auth: "bearer",
      success: { status: 200, schema: TrainingNoteDetail },
      errors: [401, 404],
    }),
    pathParams(Schema.Struct({ id: IdFromString })),
    async (c) => {
      return c.json(trainingNoteDetailWire(await trainingNote(deps.db, c.req.valid("param").id)));
    },
  );

  app.get(
    "/training/trainee",
    describeRoute({
      summary: "The caller's exam results, newest first, in keyset pages (cursor, limit)",
      tag: "training",
      auth: "bearer",
      success: { status: 200, schema: ExamResultPage },
      errors: [401, 403, 422],
    }),
    queryParams(ResultPageParams),
    async (c) => {
      const page = readResultPage(c.req.valid("query"));
      if (page === undefined) throw new Invalid("b2b_invalid_input");
      return c.json(await ownResults(deps.db, callerOf(c), page.cursor, page.limit));
    },
  );

  app.get(
    "/training/trainee/archive",
    describeRoute({
      summary: "The ended trainings meant for the caller's role, latest end first, with the caller's result",
      tag: "training",
      auth: "bearer",
      success: { status: 200, schema: Schema.Array(Training) },
      errors: [401, 403],
    }),
    async (c) => c.json(await trainingsFor(deps.db, callerOf(c), deps.now(), "archive")),
  );

  app.get(
    "/training/average_score",
    describeRoute({
      summary: "The mean of the caller's exam scores (null before the first exam)",
      tag: "training",
      auth: "bearer",
      success: { status: 200, schema: AverageScore },
      errors: [401],
    }),
    async (c) => c.json(await averageScore(deps.db, callerOf(c))),
  );

  app.get(
    "/training/evaluations",
    describeRoute({
      summary:
        "Exam results of the people in the caller's stores (every store for head office), newest first, in keyset pages",
      tag: "training",
      auth: "bearer",
      success: { status: 200, schema: StaffResultPage },
      errors: [401, 403, 422],
    }),
    queryParams(ResultPageParams),
    async (c) => {
      const page = readResultPage(c.req.valid("query"));
      if (page === undefined) throw new Invalid("b2b_invalid_input");
      return c.json(await staffResults(deps.db, callerOf(c), page.cursor, page.limit));
    },
  );

  app.post(
    "/training/exams",
    describeRoute({
      summary:
        "Head office schedules an exam training with its questions for the chosen roles, header Idempotency-Key",
      tag: "training",
      auth: "bearer",
      success: { status: 201, schema: CreatedTraining },
      errors: [400, 401, 403, 409, 422],
    }),
    jsonBody(NewTraining),
    async (c) => {
      const key = requireIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
      return idempotentJson(
        c,
        await createTraining(deps.db, callerOf(c), { key, body: c.req.valid("json"), now: deps.now() }),
      );
    },
  );

  app.get(
    "/training/exams",
    describeRoute({
      summary:
        "Head office: the exams scheduled, latest start first, with their window, audience and who has taken them",
      tag: "training",
      auth: "bearer",
      success: { status: 200, schema: ScheduledExams },
      errors: [401, 403],
    }),
    async (c) => c.json(await scheduledExams(deps.db)),
  );

  app.get(
    "/training/:id/exam",
    describeRoute({
      summary: "The exam paper of an open exam training the caller has not taken (without the answers)",
      tag: "training",
      auth: "bearer",
      success: { status: 200, schema: ExamPaper },
      errors: [401, 404, 409],
    }),
    pathParams(ExamPath),
    async (c) => c.json(await examPaper(deps.db, callerOf(c), c.req.valid("param").id, deps.now())),
  );

  app.post(
    "/training/:id/exam",
    describeRoute({
      summary: "Submit the answers once; the server scores them and keeps the result",
      tag: "training",
      auth: "bearer",
      success: { status: 200, schema: ExamOutcome },
      errors: [400, 401, 404, 409, 422],
    }),
    pathParams(ExamPath),
    jsonBody(ExamSubmission),
    async (c) =>
      c.json(
        await submitExam(deps.db, callerOf(c), c.req.valid("param").id, c.req.valid("json"), deps.now()),
      ),
  );

  return app;
}
