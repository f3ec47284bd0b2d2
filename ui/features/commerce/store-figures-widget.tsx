import { useActorRef, useSelector } from "@xstate/react";
import { Suspense, useMemo } from "react";
import { fromPromise } from "xstate";
import type { CommercePorts } from "../../../machines/commerce/commerce-ports";
import { storeFiguresMachine } from "../../../machines/commerce/store-figures.machine";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { Button } from "../../components/button";
import { card, cardHeader, cardTitle } from "../../components/card.css";
import { Loader } from "../../components/loader";
import { useI18n } from "../../i18n/i18n-context";
import { useCommercePorts, useSelectedStore } from "./commerce-context";
import * as css from "./commerce.css";
import { formatAmount, formatNumber } from "../../../core/i18n/number-format";
import { useStoreChanges } from "./use-commerce-machine";
import { RequestIdLine } from "../../components/request-id-line";

/**
 * The dashboard's figures of the store in view, for store owners and head office (the commerce
 * area's roles): receipts of the month, unpaid invoices, orders of the past 30 days (GET
 * widget/totals). Shown whatever COMMERCE_SCREENS says: the figures are the spec's widget totals.
 */
export function StoreFiguresWidget() {
  const storeId = useSelectedStore();
  if (storeId === undefined) return null;
  return (
    <Suspense fallback={<Loader />}>
      <Figures storeId={storeId} />
    </Suspense>
  );
}

function Figures({ storeId }: { readonly storeId: number }) {
  const ports: CommercePorts = useCommercePorts();
  const { t, language } = useI18n();
  const machine = useMemo(
    () =>
      storeFiguresMachine.provide({
        actors: { loadTotals: fromPromise(({ input }) => ports.storeTotals(input)) },
      }),
    [ports],
  );
  const actor = useActorRef(machine, { input: { storeId }, inspect: inspectionRelay.inspect });
  useStoreChanges(storeId, actor.send);
  const snapshot = useSelector(actor, (s) => s);
  const totals = snapshot.context.totals;
  return (
    <section className={card} aria-labelledby="store-figures-title">
      <div className={cardHeader}>
        <h2 id="store-figures-title" className={cardTitle}>
          {t("ui_widget_store_figures")}
        </h2>
      </div>
      {snapshot.matches("failed") ? (
        <div role="alert">
          <p>{t("ui_commerce_load_failed")}</p>
          <RequestIdLine id={snapshot.context.failureRequestId} />
          <Button variant="secondary" onClick={() => actor.send({ type: "user.retry" })}>
            {t("ui_commerce_retry")}
          </Button>
        </div>
      ) : totals === undefined ? (
        <Loader />
      ) : (
        <dl className={css.figures}>
          <div className={css.figure}>
            <dt className={css.figureLabel}>{t("ui_widget_receipts_month")}</dt>
            <dd className={css.figureValue}>{formatAmount(totals.receipts_month_total, language)}</dd>
            <dd className={css.figureLabel}>
              {t("ui_widget_receipts_count", { count: totals.receipts_month_count })}
            </dd>
          </div>
          <div className={css.figure}>
            <dt className={css.figureLabel}>{t("ui_widget_unpaid_invoices")}</dt>
            <dd className={css.figureValue}>{formatAmount(totals.unpaid_invoices_total, language)}</dd>
            <dd className={css.figureLabel}>
              {t("ui_widget_invoices_count", { count: totals.unpaid_invoices_count })}
            </dd>
          </div>
          <div className={css.figure}>
            <dt className={css.figureLabel}>{t("ui_widget_recent_orders")}</dt>
            <dd className={css.figureValue}>{formatNumber(totals.recent_orders_count, language)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
