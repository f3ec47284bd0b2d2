import { inArray } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { stores } from "../../../db/schema/stores";
import { DEFAULT_MESSAGE_LANGUAGE, messageText } from "../../../services/delivery/message-text";
import { portalLink } from "../../../services/delivery/portal-links";
import { queueEmail, queueSms } from "../../../services/delivery/send-message";
import type { Approver } from "./approvers";

/** The person an approval is about, as the messages name and reach them. */
export interface Applicant {
  readonly fName: string;
  readonly lName: string;
  readonly countryCode: string;
  readonly mobile: string;
  readonly email: string | null;
}

const fullName = (a: Applicant): string => `${a.fName} ${a.lName}`.trim();

async function storeTitles(db: Database, storeIds: readonly number[]): Promise<string> {
  if (storeIds.length === 0) return messageText("b2b_msg_trainee_program", DEFAULT_MESSAGE_LANGUAGE);
  const rows = await db
    .select({ id: stores.id, title: stores.title })
    .from(stores)
    .where(inArray(stores.id, [...storeIds]));
  return storeIds.flatMap((id) => rows.filter((r) => r.id === id).map((r) => r.title)).join(", ");
}

/**
 * Tells each approver, one message each (never one message to many), that a registration waits:
 * by e-mail when they have an address, by SMS otherwise. Messages about other people go out in the
 * portal's default language, since the server does not know the approver's.
 */
export async function tellApprovers(
  db: Database,
  request: {
    readonly applicant: Applicant;
    readonly storeIds: readonly number[];
    readonly approvers: readonly Approver[];
    readonly publicUrl: string;
    readonly now: Date;
  },
): Promise<void> {
  const link = portalLink(request.publicUrl, "users");
  const values = { name: fullName(request.applicant), stores: await storeTitles(db, request.storeIds), link };
  for (const approver of request.approvers) {
    if (approver.email !== null) {
      await queueEmail(db, {
        to: approver.email,
        subject: messageText("b2b_msg_approval_request_subject", DEFAULT_MESSAGE_LANGUAGE),
        text: messageText("b2b_msg_approval_request_body", DEFAULT_MESSAGE_LANGUAGE, values),
        links: [link],
        now: request.now,
      });
    } else {
      await queueSms(db, {
        to: approver,
        text: messageText("b2b_msg_approval_request_sms", DEFAULT_MESSAGE_LANGUAGE, values),
        links: [link],
        now: request.now,
      });
    }
  }
}

const DECISION_KEYS = {
  approved: {
    sms: "b2b_msg_account_approved_sms",
    subject: "b2b_msg_account_approved_subject",
    body: "b2b_msg_account_approved_body",
  },
  rejected: {
    sms: "b2b_msg_account_rejected_sms",
    subject: "b2b_msg_account_rejected_subject",
    body: "b2b_msg_account_rejected_body",
  },
} as const;

/** Tells the person of the decision: by SMS to the mobile they proved, and by e-mail when they gave one. */
export async function tellApplicant(
  db: Database,
  notice: {
    readonly applicant: Applicant;
    readonly decision: "approved" | "rejected";
    readonly publicUrl: string;
    readonly now: Date;
  },
): Promise<void> {
  const keys = DECISION_KEYS[notice.decision];
  const link = portalLink(notice.publicUrl, "");
  const values = { name: notice.applicant.fName, link };
  const links = notice.decision === "approved" ? [link] : [];
  await queueSms(db, {
    to: notice.applicant,
    text: messageText(keys.sms, DEFAULT_MESSAGE_LANGUAGE, values),
    links,
    now: notice.now,
  });
  if (notice.applicant.email === null) return;
  await queueEmail(db, {
    to: notice.applicant.email,
    subject: messageText(keys.subject, DEFAULT_MESSAGE_LANGUAGE),
    text: messageText(keys.body, DEFAULT_MESSAGE_LANGUAGE, values),
    links,
    now: notice.now,
  });
}
