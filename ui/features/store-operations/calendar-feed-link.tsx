import { useEffect, useState } from "react";
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
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    port.calendarLink(storeId).then(
      (link) => current && setUrl(link),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [port, storeId]);
  if (url === null) return null;
  return (
    <a href={url} download={`store-${storeId}.ics`}>
      {t("ui_ops_calendar_feed")}
    </a>
  );
}
