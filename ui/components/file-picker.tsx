import type { InputHTMLAttributes } from "react";
import { useI18n } from "../i18n/i18n-context";
import { chosen as chosenClass, focused, input, look, row, target } from "./file-picker.css";

export interface FilePickerProps extends Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "accept" | "capture" | "multiple" | "disabled" | "aria-invalid" | "aria-describedby" | "aria-label"
> {
  /** Called with the files picked (none when the picker was closed empty); the input is then reset. */
  readonly onFiles: (files: readonly File[]) => void;
  /**
   * What is chosen, said beside the button: a name, or "no file chosen" when undefined. Undefined
   * `chosenText` with `hideChosen` says nothing (the screen lists the files itself).
   */
  readonly chosenText?: string | undefined;
  readonly hideChosen?: boolean;
}

/**
 * A file input that speaks the page's language: the browser's own control says "Choose File / No
 * file chosen" in the browser's language, whatever the portal's (issue 33). The native input stays
 * (its picker, `capture` for the camera, its label from the field's <label>, setInputFiles in tests)
 * but is drawn as one of our buttons with the chosen file's name beside it.
 */
export function FilePicker({ onFiles, chosenText, hideChosen = false, multiple, ...rest }: FilePickerProps) {
  const { t } = useI18n();
  return (
    <span className={row}>
      <span className={target}>
        <span className={`${look} ${focused}`} aria-hidden="true">
          {t(multiple === true ? "ui_files_choose" : "ui_file_choose")}
        </span>
        <input
          {...rest}
          multiple={multiple}
          className={input}
          type="file"
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = "";
            onFiles(files);
          }}
        />
      </span>
      {hideChosen ? null : (
        <span className={chosenClass} aria-live="polite">
          {chosenText ?? t("ui_file_none")}
        </span>
      )}
    </span>
  );
}
