import { useId } from "react";
import { Link } from "wouter";
import type { FieldError } from "../../../core/store-operations/record-form";
import type {
  ChosenFile,
  FormValues,
  RecordFormEvent,
  RecordKind,
} from "../../../machines/store-operations/record-form.machine";
import { Button } from "../../components/button";
import { FilePicker } from "../../components/file-picker";
import { StatusMessage } from "../../components/status-message";
import { TextField } from "../../components/text-field";
import { DateField } from "../../components/date-field";
import { field, label as labelClass } from "../../components/field.css";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./records.css";
import { RequestIdLine } from "../../components/request-id-line";

interface FieldSpec {
  readonly name: string;
  readonly labelKey: string;
  readonly kind: "text" | "date";
  readonly optional?: boolean;
}

const FIELDS: Record<RecordKind, readonly FieldSpec[]> = {
  license: [
    { name: "title", labelKey: "ui_license_title", kind: "text" },
    { name: "startDate", labelKey: "ui_license_start", kind: "date" },
    { name: "expirationDate", labelKey: "ui_license_expiration", kind: "date" },
    { name: "renewalDate", labelKey: "ui_license_renewal", kind: "date", optional: true },
  ],
  maintenance: [
    { name: "equipment", labelKey: "ui_maintenance_equipment", kind: "text" },
    { name: "maintenanceDate", labelKey: "ui_maintenance_date", kind: "date" },
    { name: "nextMaintenanceDate", labelKey: "ui_maintenance_next", kind: "date" },
    { name: "notes", labelKey: "ui_maintenance_notes", kind: "text", optional: true },
  ],
};

let fileCounter = 0;

/** The licence or maintenance form: the fields, the files chosen, save once. */
export function RecordFormView({
  kind,
  values,
  files,
  errors,
  failureKey,
  requestId,
  busy,
  listHref,
  send,
}: {
  readonly kind: RecordKind;
  readonly values: FormValues;
  readonly files: readonly ChosenFile[];
  readonly errors: readonly FieldError<string>[];
  readonly failureKey: string | undefined;
  /** The failed request's id, shown under the failure so a person can quote it (issue #42). */
  readonly requestId?: string | undefined;
  readonly busy: boolean;
  readonly listHref: string;
  readonly send: (event: RecordFormEvent) => void;
}) {
  const { t } = useI18n();
  const fileInputId = useId();
  const [first, ...dates] = FIELDS[kind];
  const textField = (spec: FieldSpec) => {
    const props = {
      labelKey: spec.labelKey,
      name: spec.name,
      value: values[spec.name] ?? "",
      optional: spec.optional === true,
      errors: errors.filter((e) => e.field === spec.name).map((e) => e.key),
      onValueChange: (value: string) => send({ type: "user.change", field: spec.name, value }),
    };
    // Dates in the user's pattern, not the browser's (issue #33); the value stays ISO.
    return spec.kind === "date" ? (
      <DateField key={spec.name} {...props} />
    ) : (
      <TextField key={spec.name} {...props} />
    );
  };
  return (
    <form
      className={css.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: "user.submit" });
      }}
    >
      <StatusMessage message={failureKey === undefined ? undefined : { key: failureKey, tone: "error" }} />
      <RequestIdLine id={requestId} />
      {first === undefined ? null : textField(first)}
      <div className={css.dates}>{dates.filter((d) => d.kind === "date").map(textField)}</div>
      {dates.filter((d) => d.kind === "text").map(textField)}
      <div className={field}>
        <label className={labelClass} htmlFor={fileInputId}>
          {t("ui_ops_add_files")}
        </label>
        <FilePicker
          id={fileInputId}
          multiple
          accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
          hideChosen={files.length > 0}
          onFiles={(picked) => {
            const chosen = picked.map((file) => {
              fileCounter += 1;
              return { key: `file-${fileCounter}`, name: file.name, blob: file, fileId: null };
            });
            if (chosen.length > 0) send({ type: "user.addFiles", files: chosen });
          }}
        />
        {files.length > 0 ? (
          <ul className={css.chosenFiles} aria-label={t("ui_ops_files")}>
            {files.map((file) => (
              <li key={file.key} className={css.chosenFile}>
                <span>{file.name}</span>
                <Button
                  type="button"
                  variant="ghost"
                  disabled={busy}
                  onClick={() => send({ type: "user.removeFile", key: file.key })}
                  aria-label={`${t("ui_ops_remove_file")}: ${file.name}`}
                >
                  {t("ui_ops_remove_file")}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={css.rowActions}>
        <Button type="submit" busy={busy} disabled={busy}>
          {t(busy ? "ui_ops_saving" : "ui_ops_save")}
        </Button>
        <Link href={listHref}>{t("ui_ops_cancel")}</Link>
      </div>
    </form>
  );
}
