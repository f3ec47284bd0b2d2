import { emptyState } from "../../components/page.css";
import { useI18n } from "../../i18n/i18n-context";

/** Shown when the person has no store selected (no store at all). */
export function NoStore() {
  const { t } = useI18n();
  return (
    <div className={emptyState}>
      <p>{t("ui_ops_no_store")}</p>
    </div>
  );
}
