import { readChecklistDraft } from "../../core/evaluations/checklist-draft";
import { TemplatePayload } from "../../core/evaluations/evaluations-wire";
import { isOk, makeDecoder } from "../../core/schemas/decode";
import type { EvaluationsPorts } from "../../machines/evaluations/evaluations-ports";
import type { HttpClient } from "../api/http-client";
import { createDraftStore } from "../storage/draft-store";
import { createEvaluationsApi } from "./evaluations-api";

const decodeTemplateDraft = makeDecoder("TemplateDraft", TemplatePayload);
/** The drafts' storage names: a checklist per user, store and checklist; a template per user. */
const checklist = (userId: number, storeId: number, templateId: number) =>
  `checklist.${userId}.${storeId}.${templateId}`;
const template = (userId: number) => `checklist-template.${userId}`;

/**
 * Everything the evaluations screens need from outside, made in one call so the composition root
 * loads it with the first of them. Drafts live in localStorage: a checklist per user, store and
 * checklist (with its submit key), head office's template per user.
 */
export function createEvaluationsAdapter(deps: {
  readonly host: string;
  readonly request: HttpClient["request"];
  readonly upload: HttpClient["upload"];
  readonly storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  readonly newKey: () => string;
}): EvaluationsPorts {
  const drafts = createDraftStore(deps.storage);
  return {
    api: createEvaluationsApi(deps),
    drafts: {
      readChecklist: (u, s, t) => readChecklistDraft(drafts.read(checklist(u, s, t))),
      writeChecklist: (u, s, t, draft) => drafts.write(checklist(u, s, t), draft),
      clearChecklist: (u, s, t) => drafts.clear(checklist(u, s, t)),
      readTemplate: (u) => {
        const stored = decodeTemplateDraft(drafts.read(template(u)));
        return isOk(stored) ? stored.value : undefined;
      },
      writeTemplate: (u, draft) =>
        draft === undefined ? drafts.clear(template(u)) : drafts.write(template(u), draft),
    },
    newKey: deps.newKey,
  };
}
