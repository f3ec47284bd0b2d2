import type { Decoder } from "../../core/schemas/decode";
import {
  decodeTrainingMaterials,
  decodeTrainingNoteDetail,
  decodeTrainingNotes,
  decodeTrainings,
} from "../../core/schemas/training";
import {
  decodeAverageScore,
  decodeCreatedTraining,
  decodeExamOutcome,
  decodeExamPaper,
  decodeExamResultPage,
  decodeStaffResultPage,
} from "../../core/training/exam-wire";
import type { TrainingPorts } from "../../machines/training/training-ports";
import type { HttpClient } from "../api/http-client";
import { createDraftStore } from "../storage/draft-store";
import { todayInBrowser } from "../clock/clock";

/* The training calls (server/training/routes) over the app's one HTTP client: same headers, same
 * refresh and retry on a 401, same tagged errors. */

export interface TrainingApiDeps {
  readonly request: HttpClient["request"];
  /** Where drafts live: localStorage, so answers survive a reload and a closed tab. */
  readonly storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  /** Tells the shell to look for pending exams again. */
  readonly examsChanged: () => void;
}

const SESSION = { kind: "session" } as const;

/** The keyset query of the histories: the first page has no cursor. */
const page = (cursor: string | null) => (cursor === null ? undefined : { cursor });

export function createTrainingPorts(deps: TrainingApiDeps): TrainingPorts {
  const get = <A>(path: string, decode: Decoder<A>, query?: Readonly<Record<string, string>>) =>
    deps.request({ method: "GET", path, auth: SESSION, decode, ...(query === undefined ? {} : { query }) });
  const post = <A>(path: string, body: unknown, decode: Decoder<A>) =>
    deps.request({ method: "POST", path, auth: SESSION, body, decode });
  return {
    trainings: () => get("training", decodeTrainings),
    archive: () => get("training/trainee/archive", decodeTrainings),
    material: () => get("training_material", decodeTrainingMaterials),
    notes: () => get("notes", decodeTrainingNotes),
    note: (id) => get(`notes/${id}`, decodeTrainingNoteDetail),
    ownResults: (cursor) => get("training/trainee", decodeExamResultPage, page(cursor)),
    staffResults: (cursor) => get("training/evaluations", decodeStaffResultPage, page(cursor)),
    averageScore: () => get("training/average_score", decodeAverageScore),
    examPaper: (id) => get(`training/${id}/exam`, decodeExamPaper),
    submitExam: (id, submission) => post(`training/${id}/exam`, submission, decodeExamOutcome),
    createTraining: async (body) => {
      await post("training/exams", body, decodeCreatedTraining);
    },
    drafts: createDraftStore(deps.storage),
    today: todayInBrowser,
    examsChanged: deps.examsChanged,
  };
}
