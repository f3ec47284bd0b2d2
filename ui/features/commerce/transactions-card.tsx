import { Link } from "wouter";
import { routeAccess } from "../../../core/permissions/route-access";
import { card, cardHeader, cardTitle } from "../../components/card.css";
import { useHeadOfficeCompany, useSessionView } from "../../platform/session-view";
import { useI18n } from "../../i18n/i18n-context";
import { useSelectedStore } from "./commerce-context";
import { TransactionsList } from "./transactions-route";

/**
 * The store's transactions on /activity (spec 7: "GET activities (logs, comms, transactions)";
 * docs/decisions.md). Shown exactly to whom /transactions is open: with COMMERCE_SCREENS on, to the
 * commerce roles; nobody sees it while the switch is off, so the spec's hidden screens stay hidden.
 */
export function TransactionsCard() {
  const { t } = useI18n();
  const headOfficeCompany = useHeadOfficeCompany();
  const { state } = useSessionView();
  const storeId = useSelectedStore();
  if (state.status !== "signedIn" || storeId === undefined) return null;
  const access = routeAccess("/transactions", state.permission, headOfficeCompany, state.features);
  if (Object.values(access)[0] !== "Allow") return null;
  return (
    <section className={card} aria-labelledby="activity-transactions-title">
      <div className={cardHeader}>
        <h2 id="activity-transactions-title" className={cardTitle}>
          {t("ui_transactions_title")}
        </h2>
        <Link href="/transactions">{t("ui_transactions_all")}</Link>
      </div>
      <TransactionsList storeId={storeId} />
    </section>
  );
}
