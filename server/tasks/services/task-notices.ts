import type { MessageKey } from "../../../core/i18n/catalogue";
import { greekArticle } from "../../../core/i18n/greek-article";
import {
  DEFAULT_MESSAGE_LANGUAGE,
  messageText,
  type MessageLanguage,
} from "../../services/delivery/message-text";
import { languagesOf, queueNotice } from "../../services/delivery/notice";
import { portalLink } from "../../services/delivery/portal-links";
import type { Database } from "../../db/database";

/** What a task's e-mail says: the task, its store, its deadline, the person it goes to. */
export interface TaskNotice {
  readonly to: { readonly id: number; readonly name: string; readonly email: string };
  readonly title: string;
  readonly store: string;
  /** YYYY-MM-DD or null. */
  readonly deadline: string | null;
  readonly publicUrl: string;
  readonly now: Date;
}

const deadlineText = (deadline: string | null, language: MessageLanguage): string =>
  deadline === null
    ? messageText("b2b_msg_task_no_deadline", language)
    : deadline.split("-").toReversed().join("/");

/** One task e-mail in the language its recipient uses (docs/architecture.md, "Messages to people"). */
async function sendTaskNotice(
  db: Database,
  notice: TaskNotice,
  keys: { readonly subject: MessageKey; readonly body: MessageKey },
  extra: Readonly<Record<string, string>> = {},
): Promise<void> {
  const link = portalLink(notice.publicUrl, "tasks");
  const language = (await languagesOf(db, [notice.to.id])).get(notice.to.id) ?? DEFAULT_MESSAGE_LANGUAGE;
  await queueNotice(db, {
    to: { email: notice.to.email, language },
    keys,
    values: (lang) => ({
      name: notice.to.name,
      title: notice.title,
      store: notice.store,
      deadline: deadlineText(notice.deadline, lang),
      link,
      ...extra,
    }),
    links: [link],
    now: notice.now,
  });
}

/** The e-mail to the person a task was assigned to, through the outbox. */
export const tellAssignee = (
  db: Database,
  notice: TaskNotice & { readonly by: { readonly name: string; readonly gender: number } },
): Promise<void> =>
  sendTaskNotice(
    db,
    notice,
    { subject: "b2b_msg_task_assigned_subject", body: "b2b_msg_task_assigned_body" },
    { by: notice.by.name, by_article: greekArticle(notice.by.gender) },
  );

/** The day-before-deadline reminder to the person a task is assigned to. */
export const remindAssignee = (db: Database, notice: TaskNotice): Promise<void> =>
  sendTaskNotice(db, notice, {
    subject: "b2b_msg_task_reminder_subject",
    body: "b2b_msg_task_reminder_body",
  });
