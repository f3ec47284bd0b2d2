import { useId } from "react";
import { validatePostDraft, type PostDraft } from "../../../core/posts/post-draft";
import type { PostCategory } from "../../../core/posts/posts-wire";
import { ROLES } from "../../../core/permissions/role";
import type { AttachedFile } from "../../../machines/posts/post-form.machine";
import { Button } from "../../components/button";
import { DateTimeField } from "../../components/date-field";
import { FilePicker } from "../../components/file-picker";
import { FieldErrorList } from "../../components/field-errors";
import { control, field, label as fieldLabel } from "../../components/field.css";
import { Loader } from "../../components/loader";
import { PageHeader } from "../../components/page-header";
import { StatusMessage } from "../../components/status-message";
import { TextField } from "../../components/text-field";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./posts.css";

export interface PostFormViewState {
  readonly phase: "loading" | "failed" | "editing";
  readonly isNew: boolean;
  readonly draft: PostDraft;
  readonly files: readonly AttachedFile[];
  readonly header: AttachedFile | null;
  readonly showErrors: boolean;
  readonly saving: boolean;
  readonly uploading: boolean;
  readonly saveError: string | null;
  readonly uploadError: string | null;
  readonly categories: readonly PostCategory[];
  readonly stores: readonly { readonly id: number; readonly title: string }[];
}

export type PostFormViewEvent =
  | { readonly type: "user.change"; readonly draft: PostDraft }
  | { readonly type: "user.upload"; readonly file: File; readonly kind: "file" | "header" }
  | { readonly type: "user.removeFile"; readonly id: number }
  | { readonly type: "user.removeHeader" }
  | { readonly type: "user.submit" }
  | { readonly type: "user.retry" };

/** An ISO instant as the local "YYYY-MM-DDTHH:mm" of a date-time field, and back. */
const toLocalInput = (iso: string): string => {
  if (iso === "") return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
};
const fromLocalInput = (value: string): string => (value === "" ? "" : new Date(value).toISOString());

/** The list with `value` added, or without it when it was there. */
const toggle = <T,>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** The publish form: text, schedule, audience, files; errors under the fields from core's rules. */
export function PostFormView({
  state,
  send,
}: {
  readonly state: PostFormViewState;
  readonly send: (event: PostFormViewEvent) => void;
}) {
  const { t, language } = useI18n();
  const id = useId();
  if (state.phase === "loading") return <Loader />;
  if (state.phase === "failed")
    return (
      <>
        <StatusMessage message={{ key: "ui_post_failed", tone: "error" }} />
        <Button onClick={() => send({ type: "user.retry" })}>{t("ui_posts_retry")}</Button>
      </>
    );
  const { draft } = state;
  const errors = state.showErrors ? validatePostDraft(draft) : undefined;
  const change = (patch: Partial<PostDraft>) => send({ type: "user.change", draft: { ...draft, ...patch } });
  return (
    <>
      <PageHeader title={t(state.isNew ? "ui_post_form_heading_new" : "ui_post_form_heading_edit")} />
      <form
        className={css.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: "user.submit" });
        }}
      >
        <TextField
          labelKey="ui_post_form_title"
          value={draft.title}
          onValueChange={(title) => change({ title })}
          errors={errors?.title ?? []}
        />
        <TextField
          labelKey="ui_post_form_subtitle"
          value={draft.subtitle}
          onValueChange={(subtitle) => change({ subtitle })}
          errors={errors?.subtitle ?? []}
          optional
        />
        <div>
          <label htmlFor={`${id}-text`}>
            <strong>{t("ui_post_form_description")}</strong>
          </label>
          <p className={css.meta} id={`${id}-hint`}>
            {t("ui_post_form_description_hint")}
          </p>
          <textarea
            id={`${id}-text`}
            className={css.textarea}
            aria-describedby={`${id}-hint`}
            value={draft.description}
            onChange={(event) => change({ description: event.target.value })}
          />
          <FieldErrorList id={`${id}-text-errors`} keys={errors?.description ?? []} />
        </div>
        <div className={css.schedule}>
          <label className={field}>
            <span className={fieldLabel}>{t("ui_post_form_category")}</span>
            <select
              className={control}
              value={draft.categoryId ?? ""}
              onChange={(event) =>
                change({ categoryId: event.target.value === "" ? null : Number(event.target.value) })
              }
            >
              <option value="">{t("ui_post_form_category_none")}</option>
              {state.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {language === "en-US" ? category.title.en : category.title.gr}
                </option>
              ))}
            </select>
          </label>
          <DateTimeField
            labelKey="ui_post_form_from"
            value={toLocalInput(draft.fromStamp)}
            onValueChange={(local) => change({ fromStamp: fromLocalInput(local) })}
          />
          <DateTimeField
            labelKey="ui_post_form_to"
            value={toLocalInput(draft.toStamp)}
            onValueChange={(local) => change({ toStamp: fromLocalInput(local) })}
          />
          <label className={field}>
            <span className={fieldLabel}>{t("ui_post_form_archive")}</span>
            <input
              className={control}
              inputMode="numeric"
              value={draft.archiveInDays}
              onChange={(e) => change({ archiveInDays: e.target.value })}
            />
          </label>
        </div>
        <FieldErrorList
          id={`${id}-schedule`}
          keys={[...(errors?.schedule ?? []), ...(errors?.archive ?? [])]}
        />
        <div className={css.row}>
          <label className={css.choice}>
            <input
              type="checkbox"
              checked={draft.featured}
              onChange={(e) => change({ featured: e.target.checked })}
            />
            {t("ui_post_form_featured")}
          </label>
          <label className={css.choice}>
            <input
              type="checkbox"
              checked={draft.needsAck}
              onChange={(e) => change({ needsAck: e.target.checked })}
            />
            {t("ui_post_form_needs_ack")}
          </label>
        </div>
        <fieldset className={css.choices}>
          <legend>{t("ui_post_form_stores")}</legend>
          {state.stores.map((store) => (
            <label key={store.id} className={css.choice}>
              <input
                type="checkbox"
                checked={draft.storeIds.includes(store.id)}
                onChange={() => change({ storeIds: toggle(draft.storeIds, store.id) })}
              />
              {store.title}
            </label>
          ))}
        </fieldset>
        <fieldset className={css.choices}>
          <legend>{t("ui_post_form_roles")}</legend>
          {ROLES.map((role) => (
            <label key={role} className={css.choice}>
              <input
                type="checkbox"
                checked={draft.roles.includes(role)}
                onChange={() => change({ roles: toggle(draft.roles, role) })}
              />
              {t(`ui_role_${role}`)}
            </label>
          ))}
        </fieldset>
        <div>
          <label htmlFor="post-header-image">
            <strong>{t("ui_post_form_image")}</strong>
          </label>
          <br />
          <FilePicker
            id="post-header-image"
            accept="image/png,image/jpeg"
            disabled={state.uploading}
            hideChosen={state.header !== null}
            onFiles={([file]) => {
              if (file !== undefined) send({ type: "user.upload", file, kind: "header" });
            }}
          />
          {state.header === null ? null : (
            <p>
              {state.header.name}{" "}
              <Button variant="link" onClick={() => send({ type: "user.removeHeader" })}>
                {t("ui_post_form_remove_file")}
              </Button>
            </p>
          )}
        </div>
        <div>
          <label htmlFor="post-files">
            <strong>{t("ui_post_form_files")}</strong>
          </label>
          <br />
          <FilePicker
            id="post-files"
            disabled={state.uploading}
            hideChosen={state.files.length > 0}
            onFiles={([file]) => {
              if (file !== undefined) send({ type: "user.upload", file, kind: "file" });
            }}
          />
          <ul className={css.fileList}>
            {state.files.map((file) => (
              <li key={file.id}>
                {file.name}{" "}
                <Button variant="link" onClick={() => send({ type: "user.removeFile", id: file.id })}>
                  {t("ui_post_form_remove_file")}
                </Button>
              </li>
            ))}
          </ul>
          <FieldErrorList id={`${id}-files`} keys={errors?.files ?? []} />
        </div>
        {state.uploading ? <p className={css.meta}>{t("ui_post_form_uploading")}</p> : null}
        <StatusMessage
          message={
            state.uploadError !== null
              ? { key: state.uploadError, tone: "error" }
              : state.saveError !== null
                ? { key: "ui_post_form_failed", tone: "error" }
                : undefined
          }
        />
        <div>
          <Button type="submit" busy={state.saving} disabled={state.saving || state.uploading}>
            {t(state.saving ? "ui_post_form_saving" : "ui_post_form_submit")}
          </Button>
        </div>
      </form>
    </>
  );
}
