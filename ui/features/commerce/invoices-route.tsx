import { useState } from "react";
import type { InvoiceRow } from "../../../core/commerce/commerce-wire";
import { isUnpaidInvoice } from "../../../core/commerce/invoice-payment";
import type { CommercePorts, InvoiceTab } from "../../../machines/commerce/commerce-ports";
import { Button } from "../../components/button";
import { PageHeader } from "../../components/page-header";
import { Tabs } from "../../components/tabs";
import { useI18n } from "../../i18n/i18n-context";
import { useFormatPlainDate } from "../../i18n/use-format-date";
import { useCommercePorts, useSelectedStore } from "./commerce-context";
import * as css from "./commerce.css";
import { DocumentList } from "./document-list";
import { useStoreDocumentList } from "./use-store-document-list";
import { formatAmount } from "../../../core/i18n/number-format";

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
  const [tab, setTab] = useState<InvoiceTab>("unpaid");
  const list = useStoreDocumentList<InvoiceRow, { readonly storeId: number; readonly tab: InvoiceTab }>(
    ports.invoices,
    { storeId, tab },
  );
  const invoices = list.rows;
  const pdfLanguage = language === "el-GR" ? "el" : "en";
  return (
    <>
      <div className={css.headerRow}>
        <span />
        <Button variant="ghost" onClick={list.reload}>
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
        onSelect={setTab}
      >
        <DocumentList
          list={list}
          rowCount={invoices.length}
          emptyKey="ui_invoices_empty"
          headers={[
            { key: "ui_commerce_number" },
            { key: "ui_commerce_date" },
            { key: "ui_invoice_status" },
            { key: "ui_commerce_total", numeric: true },
            { key: "ui_invoice_pdf" },
          ]}
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
