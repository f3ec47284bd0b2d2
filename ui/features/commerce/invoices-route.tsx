import { useActorRef, useSelector } from "@xstate/react";
import { useMemo } from "react";
import { fromPromise } from "xstate";
import type { InvoiceRow } from "../../../core/commerce/commerce-wire";
import { isUnpaidInvoice } from "../../../core/rules/invoice-payment";
import { commerceListMachine } from "../../../machines/commerce/commerce-list.machine";
import type { CommercePorts, InvoiceTab } from "../../../machines/commerce/commerce-ports";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { Button } from "../../components/button";
import { PageHeader } from "../../components/page-header";
import { Tabs } from "../../components/tabs";
import { useI18n } from "../../i18n/i18n-context";
import { useFormatPlainDate } from "../../i18n/use-format-date";
import { useCommercePorts, useSelectedStore } from "./commerce-context";
import * as css from "./commerce.css";
import { DocumentList } from "./document-list";
import { listState } from "./list-state";
import { formatAmount } from "../../../core/i18n/number-format";
import { useStoreChanges } from "./use-commerce-machine";

/**
 * /invoices (behind COMMERCE_SCREENS): a store's unpaid invoices (transaction_type 2, spec 4) and paid
 * ones, each with its PDF (a signed link the list carries, opened in a new tab).
 */
export function InvoicesRoute() {
  const { t } = useI18n();
  const storeId = useSelectedStore();
  return (
    <>
      <PageHeader title={t("ui_menu_invoices")} />
      {storeId === undefined ? null : <InvoicesList storeId={storeId} />}
    </>
  );
}

function InvoicesList({ storeId }: { readonly storeId: number }) {
  const ports: CommercePorts = useCommercePorts();
  const { t, language } = useI18n();
  const formatDate = useFormatPlainDate();
  const machine = useMemo(
    () =>
      commerceListMachine.provide({
        actors: {
          loadPage: fromPromise(({ input }) =>
            ports.invoices({ ...input, tab: input.tab === "paid" ? "paid" : "unpaid" }),
          ),
        },
      }),
    [ports],
  );
  const actor = useActorRef(machine, { input: { storeId, tab: "unpaid" }, inspect: inspectionRelay.inspect });
  useStoreChanges(storeId, actor.send);
  const snapshot = useSelector(actor, (s) => s);
  const invoices = snapshot.context.items as readonly InvoiceRow[];
  const tab = snapshot.context.tab as InvoiceTab;
  const pdfLanguage = language === "el-GR" ? "el" : "en";
  return (
    <>
      <div className={css.headerRow}>
        <span />
        <Button variant="ghost" onClick={() => actor.send({ type: "user.refresh" })}>
          {t("ui_commerce_refresh")}
        </Button>
      </div>
      <Tabs
        idPrefix="invoices"
        label={t("ui_menu_invoices")}
        tabs={[
          { id: "unpaid", label: t("ui_invoices_unpaid") },
          { id: "paid", label: t("ui_invoices_paid") },
        ]}
        selected={tab}
        onSelect={(next) => actor.send({ type: "user.tab", tab: next })}
      >
        <DocumentList
          state={listState(snapshot)}
          rowCount={invoices.length}
          emptyKey="ui_invoices_empty"
          headers={[
            { key: "ui_commerce_number" },
            { key: "ui_commerce_date" },
            { key: "ui_invoice_status" },
            { key: "ui_commerce_total", numeric: true },
            { key: "ui_invoice_pdf" },
          ]}
          onRetry={() => actor.send({ type: "user.retry" })}
          onMore={() => actor.send({ type: "user.more" })}
        >
          {invoices.map((invoice) => (
            <tr key={invoice.id} className={css.row}>
              <td className={css.cell}>{invoice.number}</td>
              <td className={css.cell}>{formatDate(invoice.invoice_date)}</td>
              <td className={css.cell}>
                {isUnpaidInvoice(invoice) ? (
                  <span className={css.unpaid}>{t("ui_invoice_unpaid_one")}</span>
                ) : (
                  <span className={css.paid}>{t("ui_invoice_paid_one")}</span>
                )}
              </td>
              <td className={css.numberCell}>{formatAmount(invoice.total_value_final, language)}</td>
              <td className={css.cell}>
                <a
                  href={`${ports.apiBase}/${invoice.pdf_url}&lang=${pdfLanguage}`}
                  target="_blank"
                  rel="noopener"
                  aria-label={`${t("ui_invoice_pdf_of")} ${invoice.number}`}
                >
                  {t("ui_invoice_pdf")}
                </a>
              </td>
            </tr>
          ))}
        </DocumentList>
      </Tabs>
    </>
  );
}
