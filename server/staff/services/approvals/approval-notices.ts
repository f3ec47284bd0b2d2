import { inArray } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { stores } from "../../../db/schema/stores";
import { messageText, type MessageLanguage } from "../../../services/delivery/message-text";
import { queueNotice, type NoticeRecipient } from "../../../services/delivery/notice";
import { portalLink } from "../../../services/delivery/portal-links";
import { typedNameForMessage } from "../../../../core/staff/typed-name";
import type { Approver } from "./approvers";

/** The person an approval is about, as the messages name and reach them. */
export interface Applicant {
  readonly fName: string;
  readonly lName: string;
  readonly countryCode: string;
  readonly mobile: string;
  readonly email: string | null;
  /** The language they registered in (or last used): their own notices are written in it. */
  readonly language: MessageLanguage;
  /** A trainee is told to contact head office, who decides trainees, not a store's manager. */
  readonly role: string;
}

/** The name the applicant typed, only ever shown quoted and defanged (core/staff/typed-name.ts). */
const typedName = (a: Applicant): string => typedNameForMessage(`${a.fName} ${a.lName}`);

/** The chosen stores by the portal's titles; a trainee's "training program" in the reader's language. */
async function storeTitles(
  db: Database,
  storeIds: readonly number[],
): Promise<(language: MessageLanguage) => string> {
  if (storeIds.length === 0) return (language) => messageText("b2b_msg_trainee_program", language);
  const rows = await db
    .select({ id: stores.id, title: stores.title })
    .from(stores)
    .where(inArray(stores.id, [...storeIds]));
  const titles = storeIds.flatMap((id) => rows.filter((r) => r.id === id).map((r) => r.title)).join(", ");
  return () => titles;
}

/** E-mail when the person has an address, SMS to the mobile otherwise. */
const emailElseSms = (person: Approver): NoticeRecipient =>
  person.email !== null
    ? { email: person.email, language: person.language }
    : { phone: person, language: person.language };

/**
 * Tells each approver, one message each (never one message to many), that a registration waits:
 * by e-mail when they have an address, by SMS otherwise, in the approver's own language. The name
 * the stranger typed appears only quoted inside the fixed sentence, with "check with the person"
 * (issue 29 item 4).
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
  const titles = await storeTitles(db, request.storeIds);
  const values = (language: MessageLanguage) => ({
    name: typedName(request.applicant),
    stores: titles(language),
    link,
  });
  for (const approver of request.approvers)
    await queueNotice(db, {
      to: emailElseSms(approver),
      keys: {
        subject: "b2b_msg_approval_request_subject",
        body: "b2b_msg_approval_request_body",
        sms: "b2b_msg_approval_request_sms",
      },
      values,
      links: [link],
      now: request.now,
    });
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
  rejectedTrainee: {
    sms: "b2b_msg_account_rejected_trainee_sms",
    subject: "b2b_msg_account_rejected_subject",
    body: "b2b_msg_account_rejected_trainee_body",
  },
} as const;

/**
 * Tells the person of the decision, in their language: by SMS to the mobile they proved, and by
 * e-mail when they gave one.
 */
export async function tellApplicant(
  db: Database,
  notice: {
    readonly applicant: Applicant;
    readonly decision: "approved" | "rejected";
    readonly publicUrl: string;
    readonly now: Date;
  },
): Promise<void> {
  const { applicant } = notice;
  const keys =
    DECISION_KEYS[
      notice.decision === "rejected" && applicant.role === "trainee" ? "rejectedTrainee" : notice.decision
    ];
  const link = portalLink(notice.publicUrl, "");
  const message = {
    keys,
    values: { name: applicant.fName, link },
    links: notice.decision === "approved" ? [link] : [],
    now: notice.now,
  };
  await queueNotice(db, { ...message, to: { phone: applicant, language: applicant.language } });
  if (applicant.email !== null)
    await queueNotice(db, { ...message, to: { email: applicant.email, language: applicant.language } });
}
