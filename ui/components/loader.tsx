import { useI18n } from "../i18n/i18n-context";
import { ring, wrap } from "./loader.css";

/** A centred spinner with a readable label for assistive technology. */
export function Loader({ labelKey = "ui_loading" }: { readonly labelKey?: string }) {
  const { t } = useI18n();
  return (
    <div className={wrap} role="status" aria-live="polite">
      <span className={ring} aria-hidden="true" />
      <span>{t(labelKey)}</span>
    </div>
  );
}
