import { useMemo, useState } from "react";
import { partitionOrders } from "../../../core/commerce/order-recency";
import type { CommercePorts } from "../../../machines/commerce/commerce-ports";
import { Button } from "../../components/button";
import { PageHeader } from "../../components/page-header";
import { Tabs } from "../../components/tabs";
import { useI18n } from "../../i18n/i18n-context";
import { useFormatPlainDate } from "../../i18n/use-format-date";
import { useCommercePorts, useSelectedStore } from "./commerce-context";
import * as css from "./commerce.css";
import { DocumentList } from "./document-list";
import { formatAmount, formatNumber } from "../../../core/i18n/number-format";
import { useStoreDocumentList } from "./use-store-document-list";

type OrderTab = "recent" | "archived";

/**
 * /orders (behind COMMERCE_SCREENS): the store's orders, split by core's rule into the orders of the
 * past 30 days (the spec's text) and older ones. Pages load newest first, so "show more" fills the
 * older tab as far back as the user wants.
 */
export function OrdersRoute() {
  const { t } = useI18n();
  const storeId = useSelectedStore();
  return (
    <>
      <PageHeader title={t("ui_menu_orders")} />
      {storeId === undefined ? null : <OrdersList storeId={storeId} />}
    </>
  );
}

function OrdersList({ storeId }: { readonly storeId: number }) {
  const ports: CommercePorts = useCommercePorts();
  const { t, language } = useI18n();
  const formatDate = useFormatPlainDate();
  const [tab, setTab] = useState<OrderTab>("recent");
  const list = useStoreDocumentList(ports.orders, { storeId });
  const orders = list.rows;
  const split = useMemo(() => partitionOrders(orders, ports.today()), [orders, ports]);
  const shown = split[tab];
  return (
    <>
      <div className={css.headerRow}>
        <span />
        <Button variant="ghost" onClick={list.reload}>
          {t("ui_commerce_refresh")}
        </Button>
      </div>
      <Tabs
        idPrefix="orders"
        label={t("ui_menu_orders")}
        tabs={[
          { id: "recent", label: t("b2b_orders_past_30_days") },
          { id: "archived", label: t("ui_orders_archived") },
        ]}
        selected={tab}
        onSelect={setTab}
      >
        <DocumentList
          list={list}
          rowCount={shown.length}
          emptyKey="ui_orders_empty"
          headers={[
            { key: "ui_commerce_number" },
            { key: "ui_commerce_date" },
            { key: "ui_orders_items" },
            { key: "ui_commerce_total", numeric: true },
          ]}
        >
          {shown.map((order) => (
            <tr key={order.id} className={css.row}>
              <td className={css.cell}>{order.number}</td>
              <td className={css.cell}>{formatDate(order.date)}</td>
              <td className={css.cell}>
                <span className={css.muted}>
                  {order.lines
                    .map((line) => `${formatNumber(line.quantity, language)} × ${line.description}`)
                    .join(", ")}
                </span>
              </td>
              <td className={css.numberCell}>{formatAmount(order.total_value_final, language)}</td>
            </tr>
          ))}
        </DocumentList>
      </Tabs>
    </>
  );
}
