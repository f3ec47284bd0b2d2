import { useActorRef, useSelector } from "@xstate/react";
import { useId, useMemo } from "react";
import { fromPromise } from "xstate";
import { ROLES } from "../../../core/permissions/role";
import { noteFileFormMachine } from "../../../machines/training/note-file-form.machine";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { Button } from "../../components/button";
import { FilePicker } from "../../components/file-picker";
import { card, cardHeader, cardTitle } from "../../components/card.css";
import { FieldErrorList } from "../../components/field-errors";
import { field, fieldset, label as labelClass, legend } from "../../components/field.css";
import { StatusMessage } from "../../components/status-message";
import { TextField } from "../../components/text-field";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./training.css";
import { RequestIdLine } from "../../components/request-id-line";
import { usePorts } from "../../platform/ports";
import { TRAINING_PORTS } from "../../../machines/training/training-ports";

/**
 * Head office's "add a file to this note" (machines/training/note-file-form.machine.ts): a PDF or a
 * picture through the shared upload, a title, and the roles that see it (none ticked: everyone).
 */
export function NoteAttachForm({
  noteId,
  onAdded,
}: {
  readonly noteId: number;
  readonly onAdded: () => void;
}) {
  const { t } = useI18n();
  const ports = usePorts(TRAINING_PORTS);
  const fileId = useId();
  const machine = useMemo(
    () =>
      noteFileFormMachine.provide({
        actors: {
          uploadFile: fromPromise(({ input }) => ports.uploadFile(input.blob, input.name)),
          attachFile: fromPromise(({ input }) =>
            ports.attachFile({
              file_id: input.fileId,
              title: input.title,
              note_id: input.noteId,
              material_id: null,
              roles: input.roles,
              location_ids: [],
            }),
          ),
        },
        actions: { announceSaved: onAdded },
      }),
    [ports, onAdded],
  );
  const actor = useActorRef(machine, { input: { noteId }, inspect: inspectionRelay.inspect });
  const phase = useSelector(actor, (s) => s.value as string);
  const { title, roles, file, errors, failureKey, failureRequestId, saved } = useSelector(
    actor,
    (s) => s.context,
  );
  const send = actor.send;
  const busy = phase !== "editing";
  return (
    <section className={card} aria-labelledby="note-attach-title">
      <div className={cardHeader}>
        <h2 id="note-attach-title" className={cardTitle}>
          {t("ui_note_attach_title")}
        </h2>
      </div>
      <form
        className={css.sections}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: "user.submit" });
        }}
      >
        <div className={field}>
          <label htmlFor={fileId} className={labelClass}>
            {t("ui_note_attach_file")}
          </label>
          <FilePicker
            id={fileId}
            accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
            aria-invalid={errors.file !== undefined || undefined}
            aria-describedby={errors.file === undefined ? undefined : `${fileId}-errors`}
            chosenText={file?.name}
            onFiles={([chosen]) => {
              // Closing the picker empty keeps what was chosen before.
              if (chosen !== undefined)
                send({ type: "user.chooseFile", file: { name: chosen.name, blob: chosen } });
            }}
          />
          <FieldErrorList id={`${fileId}-errors`} keys={errors.file === undefined ? [] : [errors.file]} />
        </div>
        <TextField
          labelKey="ui_note_attach_name"
          value={title}
          maxLength={200}
          onValueChange={(value) => send({ type: "user.setTitle", title: value })}
          errors={errors.title === undefined ? [] : [errors.title]}
        />
        <fieldset className={fieldset}>
          <legend className={legend}>{t("ui_note_attach_roles")}</legend>
          <div className={css.actions}>
            {ROLES.map((role) => (
              <label key={role} className={css.inlineChoice}>
                <input
                  type="checkbox"
                  className={css.choiceInput}
                  checked={roles.includes(role)}
                  onChange={() => send({ type: "user.toggleRole", role })}
                />
                {t(`ui_role_${role}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {failureKey !== undefined ? <StatusMessage message={{ key: failureKey, tone: "error" }} /> : null}
        <RequestIdLine id={failureRequestId} />
        {saved ? <StatusMessage message={{ key: "ui_note_attach_saved", tone: "success" }} /> : null}
        <div className={css.actions}>
          <Button type="submit" busy={busy} disabled={busy}>
            {t("ui_note_attach_submit")}
          </Button>
        </div>
      </form>
    </section>
  );
}
