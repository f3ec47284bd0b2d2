import { circuitCodeKey } from "../../../core/commerce/circuit-codes";
import type { CommercePorts } from "../../../machines/commerce/commerce-ports";
import { Button } from "../../components/button";
import { PageHeader } from "../../components/page-header";
import { useI18n } from "../../i18n/i18n-context";
import { useFormatInstant } from "../../i18n/use-format-date";
import { useCommercePorts, useSelectedStore } from "./commerce-context";
import * as css from "./commerce.css";
import { DocumentList } from "./document-list";
import { useStoreDocumentList } from "./use-store-document-list";
import { formatAmount } from "../../../core/i18n/number-format";

/**
 * /transactions (behind COMMERCE_SCREENS, like /orders and /invoices): every transaction of the store
 * in view (spec 7, "GET all transactions"), newest first in pages, each with its circuit code's name
 * (spec 3) and its total with 2 decimals (spec 9).
 */
export function TransactionsRoute() {
  const { t } = useI18n();
  const storeId = useSelectedStore();
  return (
    <>
      <PageHeader title={t("ui_transactions_title")} leadKey="ui_transactions_lead" />
      {storeId === undefined ? null : <TransactionsList storeId={storeId} />}
    </>
  );
}

/** The store's transactions with refresh and "show more"; /activity shows the same list. */
export function TransactionsList({ storeId }: { readonly storeId: number }) {
  const ports: CommercePorts = useCommercePorts();
  const { t, language } = useI18n();
  const formatInstant = useFormatInstant();
  const list = useStoreDocumentList(ports.transactions, { storeId });
  const transactions = list.rows;
  return (
    <>
      <div className={css.headerRow}>
        <span />
        <Button variant="ghost" onClick={list.reload}>
          {t("ui_commerce_refresh")}
        </Button>
      </div>
      <DocumentList
        list={list}
        rowCount={transactions.length}
        emptyKey="ui_transactions_empty"
        headers={[
          { key: "ui_commerce_date" },
          { key: "ui_commerce_circuit" },
          { key: "ui_commerce_etiology" },
          { key: "ui_commerce_total", numeric: true },
        ]}
      >
        {transactions.map((transaction) => (
          <tr key={transaction.id} className={css.row} data-circuit={transaction.circuit_code}>
            <td className={css.cell}>{formatInstant(transaction.c_stamp)}</td>
            <td className={css.cell}>
              {t(circuitCodeKey(transaction.circuit_code), { code: transaction.circuit_code })}
            </td>
            <td className={css.cell}>
              <span className={css.muted}>{transaction.etiology}</span>
            </td>
            <td className={css.numberCell}>{formatAmount(transaction.total_value_final, language)}</td>
          </tr>
        ))}
      </DocumentList>
    </>
  );
}
