import { IDEMPOTENCY_KEY_HEADER } from "../../core/idempotency/idempotency-key";
import type { Decoder } from "../../core/schemas/decode";
import {
  decodeTrainingMaterials,
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
import type { TrainingPorts } from "../../machines/training/training-ports";
import type { HttpClient } from "../api/http-client";
import { uploadFile } from "../files/upload-file";
import { API_BASE_PATH } from "../../core/constants/portal-constants";
import {
  decodeAttachedTrainingFile,
  decodeTrainingFiles,
  type TrainingFile,
} from "../../core/training/training-file-wire";
import { createDraftStore } from "../storage/draft-store";
import { todayInGroup } from "../clock/clock";

/* The training calls (server/training/routes) over the app's one HTTP client: same headers, same
 * refresh and retry on a 401, same tagged errors. */

export interface TrainingApiDeps {
  /** Scheme and host, "" for the page's own origin: signed file links are relative to the API base. */
  readonly host: string;
  readonly request: HttpClient["request"];
  readonly upload: HttpClient["upload"];
  /** Where drafts live: localStorage, so answers survive a reload and a closed tab. */
  readonly storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  /** Tells the shell to look for pending exams again. */
  readonly examsChanged: () => void;
  /** A fresh Idempotency-Key for a new exam. */
  readonly newKey: () => string;
}

const SESSION = { kind: "session" } as const;

/** The keyset query of the histories: the first page has no cursor. */
const page = (cursor: string | null) => (cursor === null ? undefined : { cursor });

export function createTrainingApi(deps: TrainingApiDeps): TrainingPorts {
  const get = <A>(path: string, decode: Decoder<A>, query?: Readonly<Record<string, string>>) =>
    deps.request({ method: "GET", path, auth: SESSION, decode, ...(query === undefined ? {} : { query }) });
  const post = <A>(path: string, body: unknown, decode: Decoder<A>) =>
    deps.request({ method: "POST", path, auth: SESSION, body, decode });
  const base = `${deps.host}${API_BASE_PATH}`;
  // A `<video src>`, `<track src>` or `<a href>` needs the whole address of a signed link.
  const absolute = (file: TrainingFile): TrainingFile => ({
    ...file,
    url: `${base}/${file.url}`,
    caption_url: file.caption_url === null ? null : `${base}/${file.caption_url}`,
  });
  const files = (path: string) => get(path, decodeTrainingFiles).then((list) => list.map(absolute));
  return {
    trainings: () => get("training", decodeTrainings),
    trainingFiles: () => files("training/files"),
    noteVideos: () => files("notes/videos"),
    materialFiles: () => files("training_material/files"),
    noteFiles: (noteId) => files(`notes/${noteId}/files`),
    uploadFile: (file, name) => uploadFile(deps.upload, file, name),
    attachFile: async (body) => {
      await post("training/files/attach", body, decodeAttachedTrainingFile);
    },
    archive: () => get("training/trainee/archive", decodeTrainings),
    material: () => get("training_material", decodeTrainingMaterials),
    notes: () => get("notes", decodeTrainingNotes),
    note: (id) => get(`notes/${id}`, decodeTrainingNoteDetail),
    ownResults: (cursor) => get("training/trainee", decodeExamResultPage, page(cursor)),
    staffResults: (cursor) => get("training/evaluations", decodeStaffResultPage, page(cursor)),
    scheduledExams: () => get("training/exams", decodeScheduledExams),
    averageScore: () => get("training/average_score", decodeAverageScore),
    examPaper: (id) => get(`training/${id}/exam`, decodeExamPaper),
    submitExam: (id, submission) => post(`training/${id}/exam`, submission, decodeExamOutcome),
    createTraining: async (body, key) => {
      await deps.request({
        method: "POST",
        path: "training/exams",
        auth: SESSION,
        body,
        decode: decodeCreatedTraining,
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      });
    },
    newKey: deps.newKey,
    drafts: createDraftStore(deps.storage),
    today: todayInGroup,
    examsChanged: deps.examsChanged,
  };
}
