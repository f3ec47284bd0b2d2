import type { ReactNode } from "react";
import { card } from "../../components/card.css";
import { emptyState } from "../../components/page.css";
import { useI18n } from "../../i18n/i18n-context";
import { useEvaluationsSession } from "./evaluations-session";

/**
 * The store the screen shows, or "choose a store first". The children are keyed by store and store
 * version, so changing store starts every read again (spec 4, "Changing store").
 */
export function StoreGate({ children }: { readonly children: (storeId: number) => ReactNode }) {
  const { t } = useI18n();
  const { storeId, storeVersion } = useEvaluationsSession();
  if (storeId === undefined)
    return (
      <section className={card}>
        <p className={emptyState}>{t("ui_eval_no_store")}</p>
      </section>
    );
  return <div key={`${storeId}:${storeVersion}`}>{children(storeId)}</div>;
}
