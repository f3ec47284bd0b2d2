import { useScreenLoad } from "../../components/use-screen-load";
import { useI18n } from "../../i18n/i18n-context";
import { useStoreOperations } from "./use-store-operations";

/**
 * The store's iCalendar feed (licence expiries, next services): a signed URL, so a calendar
 * application can subscribe without signing in. Nothing shows when the link cannot be had.
 */
export function CalendarFeedLink({ storeId }: { readonly storeId: number }) {
  const { t } = useI18n();
  const port = useStoreOperations();
  // Not suspended on: the list does not wait for the link (it shows once it is there).
  const link = useScreenLoad(() => port.calendarLink(storeId), [storeId]);
  const url = link.phase === "ready" ? link.data : null;
  if (url === null) return null;
  return (
    <a href={url} download={`store-${storeId}.ics`}>
      {t("ui_ops_calendar_feed")}
    </a>
  );
}
