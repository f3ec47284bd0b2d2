import { useCallback } from "react";
import type { StoreMessage } from "../../../core/store-operations/store-operations-wire";
import { parseInstant } from "./parse-instant";
import { card } from "../../components/card.css";
import { PageHeader } from "../../components/page-header";
import { useI18n } from "../../i18n/i18n-context";
import { useFormatInstant } from "../../i18n/use-format-date";
import { NoStore } from "./no-store";
import { RecordList } from "./record-list";
import * as css from "./records.css";
import { useSelectedStore, useStoreOperations } from "./use-store-operations";

/** /messages (docs/decisions.md, "Messages"): what the portal sent to the store's people. */
export function MessagesRoute() {
  const { t } = useI18n();
  const { storeId } = useSelectedStore();
  return (
    <>
      <PageHeader title={t("ui_route_messages")} leadKey="ui_messages_lead" />
      <section className={card}>
        {storeId === undefined ? <NoStore /> : <StoreMessages key={storeId} storeId={storeId} />}
      </section>
    </>
  );
}

function StoreMessages({ storeId }: { readonly storeId: number }) {
  const { t } = useI18n();
  const port = useStoreOperations();
  const formatInstant = useFormatInstant();
  const loadPage = useCallback(
    async () => ({ rows: await port.messages(storeId), nextCursor: null }),
    [port, storeId],
  );
  return (
    <RecordList<StoreMessage>
      loadPage={loadPage}
      rowKey={(m) => m.id}
      emptyKey="ui_messages_empty"
      label={t("ui_route_messages")}
      renderRow={(message) => (
        <div>
          <p className={css.rowTitle}>{message.subject}</p>
          <p className={css.facts}>
            <span>
              {t("ui_messages_to")}: {message.to_name} ({message.channel_type === "email" ? "e-mail" : "SMS"})
            </span>
            <span>
              {t("ui_messages_sent")}: {formatInstant(parseInstant(message.c_stamp), true)}
            </span>
          </p>
          <p className={css.messageBody}>{message.body}</p>
        </div>
      )}
    />
  );
}
