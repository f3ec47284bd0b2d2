import { useI18n } from "../i18n/i18n-context";
import { errorItem, errors } from "./field.css";

/** The failed message keys of one field, translated; the id links it to its control (aria-describedby). */
export function FieldErrorList({ id, keys }: { readonly id: string; readonly keys: readonly string[] }) {
  const { t } = useI18n();
  if (keys.length === 0) return null;
  return (
    <ul id={id} className={errors}>
      {keys.map((key) => (
        <li key={key} className={errorItem}>
          {t(key)}
        </li>
      ))}
    </ul>
  );
}

/** The ids a control is described by: its hint and its errors, only those that are shown. */
export function describedBy(...ids: ReadonlyArray<string | false | undefined>): string | undefined {
  const shown = ids.filter((id): id is string => typeof id === "string");
  return shown.length > 0 ? shown.join(" ") : undefined;
}
