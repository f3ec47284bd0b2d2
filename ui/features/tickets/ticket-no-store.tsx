import { emptyState, emptyTitle } from "../../components/page.css";
import { useI18n } from "../../i18n/i18n-context";

/** No store is selected (yet): the ticket screens say so rather than spin. */
export function NoStore() {
  const { t } = useI18n();
  return (
    <div className={emptyState}>
      <p className={emptyTitle}>{t("ui_tickets_no_store")}</p>
    </div>
  );
}
