import type { CataloguePart } from "./catalogue-entry";
import { approvalMessages } from "./catalogue-approvals";
import { authMessages } from "./catalogue-auth";
import { devMessages } from "./catalogue-dev";
import { journeyMessages } from "./catalogue-journeys";
import { rulesMessages } from "./catalogue-rules";
import { ticketMessages } from "./catalogue-tickets";
import { ticketUiMessages } from "./catalogue-tickets-ui";
import { uiMessages } from "./catalogue-ui";
import { validationMessages } from "./catalogue-validation";

/**
 * The one translation catalogue of the portal. Each area keeps its own part (one owner per file);
 * this merge is what the server seeds and serves under app id 9000 and what tests check for
 * completeness. A key may live in one part only (core/i18n/catalogue.test.ts proves it).
 */
export const catalogueParts = {
  validation: validationMessages,
  auth: authMessages,
  ui: uiMessages,
  tickets: ticketMessages,
  ticketsUi: ticketUiMessages,
  rules: rulesMessages,
  dev: devMessages,
  approvals: approvalMessages,
  journeys: journeyMessages,
} as const;

export const catalogue: CataloguePart = Object.assign({}, ...Object.values(catalogueParts));

export type MessageKey =
  | keyof typeof validationMessages
  | keyof typeof authMessages
  | keyof typeof uiMessages
  | keyof typeof ticketMessages
  | keyof typeof ticketUiMessages
  | keyof typeof rulesMessages
  | keyof typeof devMessages
  | keyof typeof approvalMessages
  | keyof typeof journeyMessages;
