import { useId } from "react";
import type { TaskDraft, TaskFieldErrors } from "../../../core/tasks/task-draft";
import type { TaskFormData, TaskFormEvent, TaskFormNotice } from "../../../machines/tasks/task-form.machine";
import { Button } from "../../components/button";
import { card, cardHeader, cardTitle } from "../../components/card.css";
import { control, field, label as labelClass } from "../../components/field.css";
import { FieldErrorList, describedBy } from "../../components/field-errors";
import { SelectField } from "../../components/select-field";
import { StatusMessage, type ServerMessage } from "../../components/status-message";
import { TextField } from "../../components/text-field";
import { DateField } from "../../components/date-field";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./tasks.css";

export interface TaskFormViewState {
  readonly phase: "loading" | "loadFailed" | "closed" | "editing" | "submitting";
  readonly draft: TaskDraft;
  readonly data: TaskFormData | undefined;
  readonly errors: TaskFieldErrors;
  readonly showErrors: boolean;
  readonly notice: TaskFormNotice | undefined;
}

function noticeMessage(notice: TaskFormNotice | undefined): ServerMessage | undefined {
  if (notice === undefined) return undefined;
  if (notice.kind === "failed") return { key: notice.key, tone: "error" };
  return { key: "ui_tasks_form_saved", tone: "success", values: { title: notice.title } };
}

/**
 * The "new task" button and, once opened, its form (head office, franchisees and store managers;
 * staff see neither). Errors show once the person tried to send, from core's rules.
 */
export function TaskFormView({
  state,
  send,
}: {
  readonly state: TaskFormViewState;
  readonly send: (event: TaskFormEvent) => void;
}) {
  const { t } = useI18n();
  const message = noticeMessage(state.notice);
  if (state.phase === "loading") return null;
  if (state.phase === "loadFailed")
    return (
      <div className={css.toolbar}>
        <StatusMessage message={message} />
        <Button variant="secondary" onClick={() => send({ type: "user.retry" })}>
          {t("ui_tasks_retry")}
        </Button>
      </div>
    );
  if (state.data?.canAssign !== true) return null;
  if (state.phase === "closed")
    return (
      <>
        <StatusMessage message={message} />
        <div className={css.toolbar}>
          <span />
          <Button onClick={() => send({ type: "user.open" })}>{t("ui_tasks_new")}</Button>
        </div>
      </>
    );
  return <OpenForm state={state} send={send} data={state.data} message={message} />;
}

function OpenForm({
  state,
  send,
  data,
  message,
}: {
  readonly state: TaskFormViewState;
  readonly send: (event: TaskFormEvent) => void;
  readonly data: TaskFormData;
  readonly message: ServerMessage | undefined;
}) {
  const { t } = useI18n();
  const headingId = useId();
  const sending = state.phase === "submitting";
  const errorsOf = (name: keyof TaskFieldErrors) => (state.showErrors ? state.errors[name] : []);
  const edit = (name: keyof TaskDraft) => (value: string) => send({ type: "user.edit", field: name, value });
  return (
    <section className={card} aria-labelledby={headingId}>
      <div className={cardHeader}>
        <h2 id={headingId} className={cardTitle}>
          {t("ui_tasks_form_title")}
        </h2>
      </div>
      <StatusMessage message={message} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: "user.submit" });
        }}
      >
        <div className={css.formGrid}>
          <div className={css.fullRow}>
            <TextField
              labelKey="ui_tasks_field_title"
              value={state.draft.title}
              onValueChange={edit("title")}
              errors={errorsOf("title")}
              autoComplete="off"
              required
            />
          </div>
          <SelectField
            labelKey="ui_tasks_field_assignee"
            value={state.draft.assignee_id}
            onValueChange={edit("assignee_id")}
            options={[
              { value: "", labelKey: "ui_tasks_whole_store" },
              ...data.people.map((person) => ({ value: String(person.id), label: person.name })),
            ]}
          />
          <SelectField
            labelKey="ui_tasks_field_project"
            value={state.draft.project_id}
            onValueChange={edit("project_id")}
            options={[
              { value: "", labelKey: "ui_tasks_no_project" },
              ...data.projects.map((project) => ({ value: String(project.id), label: project.title })),
            ]}
          />
          <DateField
            labelKey="ui_tasks_field_deadline"
            value={state.draft.deadline_date}
            onValueChange={edit("deadline_date")}
            errors={errorsOf("deadline_date")}
            optional
          />
          <div className={css.fullRow}>
            <Description
              value={state.draft.description}
              onValueChange={edit("description")}
              errors={errorsOf("description")}
            />
          </div>
        </div>
        <div className={css.formActions}>
          <Button variant="ghost" onClick={() => send({ type: "user.close" })} disabled={sending}>
            {t("ui_tasks_form_cancel")}
          </Button>
          <Button type="submit" busy={sending} disabled={sending}>
            {t("ui_tasks_form_submit")}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** A text area with the shared field's label and errors (the shared TextField is one line). */
function Description({
  value,
  onValueChange,
  errors,
}: {
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly errors: readonly string[];
}) {
  const { t } = useI18n();
  const id = useId();
  const errorId = `${id}-errors`;
  return (
    <div className={field}>
      <label htmlFor={id} className={labelClass}>
        {t("ui_tasks_field_description")}
      </label>
      <textarea
        id={id}
        className={`${control} ${css.textarea}`}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy(errors.length > 0 && errorId)}
      />
      <FieldErrorList id={errorId} keys={errors} />
    </div>
  );
}
