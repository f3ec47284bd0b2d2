import {
  OLD_TICKET_PRIORITY,
  OLD_TICKET_RESOLVED,
  TICKET_PRIORITY,
  TICKET_STATUS,
} from "../../../core/constants/ticket-constants";
import {
  oldTicketPriorityLabelKey,
  oldTicketResolvedLabelKey,
  ticketPriorityLabelKey,
  ticketStatusLabelKey,
} from "../../../core/tickets/ticket-labels";
import { useI18n } from "../../i18n/i18n-context";
import { badge } from "./tickets.css";

export type BadgeTone = keyof typeof badge;

/** A translated label with its colour: what a status or priority badge shows. */
export interface BadgeInfo {
  readonly key: string;
  readonly tone: BadgeTone;
}

export function v2StatusBadge(status: number): BadgeInfo {
  const tone: BadgeTone =
    status === TICKET_STATUS.resolved ? "success" : status === TICKET_STATUS.inProgress ? "warning" : "info";
  return { key: ticketStatusLabelKey(status), tone };
}

export function v2PriorityBadge(priority: number): BadgeInfo {
  const tone: BadgeTone =
    priority === TICKET_PRIORITY.high
      ? "danger"
      : priority === TICKET_PRIORITY.medium
        ? "warning"
        : "neutral";
  return { key: ticketPriorityLabelKey(priority), tone };
}

export function oldResolvedBadge(resolved: number): BadgeInfo {
  return {
    key: oldTicketResolvedLabelKey(resolved),
    tone: resolved === OLD_TICKET_RESOLVED.resolved ? "success" : "warning",
  };
}

export function oldPriorityBadge(priority: number): BadgeInfo {
  const tone: BadgeTone =
    priority === OLD_TICKET_PRIORITY.high
      ? "danger"
      : priority === OLD_TICKET_PRIORITY.normal
        ? "info"
        : "neutral";
  return { key: oldTicketPriorityLabelKey(priority), tone };
}

export function Badge({ info }: { readonly info: BadgeInfo }) {
  const { t } = useI18n();
  return <span className={badge[info.tone]}>{t(info.key)}</span>;
}
