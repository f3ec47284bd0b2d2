import { API_BASE_PATH } from "../../core/constants/portal-constants";
import {
  decodeChecklistForm,
  decodeChecklistList,
  decodeConfirmedReport,
  decodeCreatedTemplate,
  decodeEvaluationPage,
  decodeReportDetail,
  decodeReportPage,
  decodeScoreSummary,
  decodeSubmittedChecklist,
} from "../../core/evaluations/evaluations-wire";
import { decodeUploadedFile } from "../../core/files/uploaded-file";
import { IDEMPOTENCY_KEY_HEADER } from "../../core/idempotency/idempotency-key";
import type { Decoder } from "../../core/schemas/decode";
import type { EvaluationsApiPort } from "../../machines/evaluations/evaluations-ports";
import type { HttpClient } from "../api/http-client";

const SESSION = { kind: "session" } as const;
const page = (cursor: string | null) => (cursor === null ? {} : { cursor });

/**
 * The evaluations calls (server/evaluations/routes/), all through the app's one HTTP client; photos
 * go through the tickets' upload (POST v2/files), the submit carries its Idempotency-Key.
 */
export function createEvaluationsApi(deps: {
  readonly host: string;
  readonly request: HttpClient["request"];
  readonly upload: HttpClient["upload"];
}): EvaluationsApiPort {
  const base = `${deps.host}${API_BASE_PATH}`;
  const absolute = (url: string) => (/^https?:\/\//iu.test(url) ? url : `${base}/${url}`);
  const get = <A>(path: string, decode: Decoder<A>, query: Record<string, string | number> = {}) =>
    deps.request({ method: "GET", path, auth: SESSION, decode, query });
  return {
    evaluations: (storeId, cursor) =>
      get("evaluations", decodeEvaluationPage, { location_id: storeId, ...page(cursor) }),
    scoreSummary: (storeId) => get("evaluations/score", decodeScoreSummary, { location_id: storeId }),
    reports: (storeId, cursor) =>
      get("reports-evaluation", decodeReportPage, { location_id: storeId, ...page(cursor) }),
    report: async (reportId) => {
      const report = await get(`reports-evaluation/${reportId}`, decodeReportDetail);
      return {
        ...report,
        specs: report.specs.map((spec) => ({
          ...spec,
          files: spec.files.map((file) => ({ ...file, url: absolute(file.url) })),
        })),
      };
    },
    checklists: (storeId) => get("checklists", decodeChecklistList, { location_id: storeId }),
    form: (templateId) => get(`checklists/${templateId}`, decodeChecklistForm),
    uploadPhoto: async (file) => {
      const form = new FormData();
      form.append("file", file, file.name);
      const uploaded = await deps.upload({
        path: "v2/files",
        form,
        onProgress: () => undefined,
        decode: decodeUploadedFile,
      }).done;
      return { id: uploaded.file_id, name: uploaded.name };
    },
    submit: (templateId, payload, key) =>
      deps.request({
        method: "POST",
        path: `checklists/${templateId}/submit`,
        auth: SESSION,
        body: payload,
        decode: decodeSubmittedChecklist,
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      }),
    createTemplate: (payload) =>
      deps.request({
        method: "POST",
        path: "evaluations/templates",
        auth: SESSION,
        body: payload,
        decode: decodeCreatedTemplate,
      }),
    confirm: (reportId) =>
      deps.request({
        method: "POST",
        path: `evaluations/${reportId}/confirm`,
        auth: SESSION,
        body: {},
        decode: decodeConfirmedReport,
      }),
  };
}
