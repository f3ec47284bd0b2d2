import { messageText, DEFAULT_MESSAGE_LANGUAGE } from "../../services/delivery/message-text";
import { portalLink } from "../../services/delivery/portal-links";
import { queueEmail } from "../../services/delivery/send-message";
import type { Database } from "../../db/database";

/** What a task's e-mail says: the task, its store, its deadline, the person it goes to. */
export interface TaskNotice {
  readonly to: { readonly name: string; readonly email: string };
  readonly title: string;
  readonly store: string;
  /** YYYY-MM-DD or null. */
  readonly deadline: string | null;
  readonly publicUrl: string;
  readonly now: Date;
}

const deadlineText = (deadline: string | null): string =>
  deadline === null
    ? messageText("b2b_msg_task_no_deadline", DEFAULT_MESSAGE_LANGUAGE)
    : deadline.split("-").toReversed().join("/");

/**
 * The e-mail to the person a task was assigned to, through the outbox. Like every message about
 * another person's action, it goes out in the portal's default language.
 */
export async function tellAssignee(
  db: Database,
  notice: TaskNotice & { readonly by: string },
): Promise<void> {
  const link = portalLink(notice.publicUrl, "tasks");
  const values = {
    name: notice.to.name,
    by: notice.by,
    title: notice.title,
    store: notice.store,
    deadline: deadlineText(notice.deadline),
    link,
  };
  await queueEmail(db, {
    to: notice.to.email,
    subject: messageText("b2b_msg_task_assigned_subject", DEFAULT_MESSAGE_LANGUAGE, values),
    text: messageText("b2b_msg_task_assigned_body", DEFAULT_MESSAGE_LANGUAGE, values),
    links: [link],
    now: notice.now,
  });
}

/** The day-before-deadline reminder to the person a task is assigned to. */
export async function remindAssignee(db: Database, notice: TaskNotice): Promise<void> {
  const link = portalLink(notice.publicUrl, "tasks");
  const values = {
    name: notice.to.name,
    title: notice.title,
    store: notice.store,
    deadline: deadlineText(notice.deadline),
    link,
  };
  await queueEmail(db, {
    to: notice.to.email,
    subject: messageText("b2b_msg_task_reminder_subject", DEFAULT_MESSAGE_LANGUAGE, values),
    text: messageText("b2b_msg_task_reminder_body", DEFAULT_MESSAGE_LANGUAGE, values),
    links: [link],
    now: notice.now,
  });
}
