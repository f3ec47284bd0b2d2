import { Button } from "../../components/button";
import { useI18n } from "../../i18n/i18n-context";
import type { ListView } from "./use-information-list";

/** "Show more" under a keyset list, and what to say when the next page failed. */
export function MoreButton<Row>({ view }: { readonly view: ListView<Row> }) {
  const { t } = useI18n();
  if (!view.hasMore) return null;
  return (
    <div>
      {view.moreFailed ? <p role="alert">{t("ui_info_more_failed")}</p> : null}
      <Button
        variant="secondary"
        busy={view.phase === "loadingMore"}
        disabled={view.phase === "loadingMore"}
        onClick={view.moreFailed ? view.retry : view.loadMore}
      >
        {t(view.moreFailed ? "ui_info_retry" : "ui_info_more")}
      </Button>
    </div>
  );
}
