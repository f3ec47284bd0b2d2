import type { ChecklistDraft, DraftPhoto } from "../../core/evaluations/checklist-draft";
import type { TemplateDraft } from "../../core/evaluations/checklist-rules";
import type {
  ChecklistForm,
  ChecklistSummary,
  EvaluationPage,
  ReportDetail,
  ReportPage,
  ScoreSummary,
  SubmitChecklistPayload,
  SubmittedChecklist,
  TemplatePayload,
} from "../../core/evaluations/evaluations-wire";
import { portsKey } from "../../core/areas/ports-key";

/** The evaluations calls (server/evaluations/routes/), over the app's one HTTP client. */
export interface EvaluationsApiPort {
  readonly evaluations: (storeId: number, cursor: string | null) => Promise<EvaluationPage>;
  readonly scoreSummary: (storeId: number) => Promise<ScoreSummary>;
  readonly reports: (storeId: number, cursor: string | null) => Promise<ReportPage>;
  /** One report; its files' URLs are absolute. */
  readonly report: (reportId: number) => Promise<ReportDetail>;
  readonly checklists: (storeId: number) => Promise<readonly ChecklistSummary[]>;
  readonly form: (templateId: number) => Promise<ChecklistForm>;
  readonly uploadPhoto: (file: File) => Promise<DraftPhoto>;
  readonly submit: (
    templateId: number,
    payload: SubmitChecklistPayload,
    idempotencyKey: string,
  ) => Promise<SubmittedChecklist>;
  readonly createTemplate: (payload: TemplatePayload) => Promise<{ readonly id: number }>;
  readonly confirm: (reportId: number) => Promise<unknown>;
}

/** Drafts on the device: a checklist per user, store and checklist; head office's template per user. */
export interface EvaluationDraftsPort {
  readonly readChecklist: (userId: number, storeId: number, templateId: number) => ChecklistDraft;
  readonly writeChecklist: (
    userId: number,
    storeId: number,
    templateId: number,
    draft: ChecklistDraft,
  ) => void;
  readonly clearChecklist: (userId: number, storeId: number, templateId: number) => void;
  readonly readTemplate: (userId: number) => TemplateDraft | undefined;
  readonly writeTemplate: (userId: number, draft: TemplateDraft | undefined) => void;
}

export interface EvaluationsPorts {
  readonly api: EvaluationsApiPort;
  readonly drafts: EvaluationDraftsPort;
  readonly newKey: () => string;
}

/** The evaluations screens' ports, by their area (made by adapters/evaluations/evaluations.ports.ts). */
export const EVALUATIONS_PORTS = portsKey<EvaluationsPorts>("evaluations");
