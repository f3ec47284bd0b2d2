import { Button } from "./button";
import { useI18n } from "../i18n/i18n-context";
import type { KeysetListView } from "./use-keyset-list";

/**
 * "Show more" under a keyset list (ui/components/use-keyset-list.ts), and what to say when the next
 * page failed: the rows stay, and the button asks for the same page again.
 */
export function MoreButton<Row>({
  view,
  className,
}: {
  readonly view: KeysetListView<Row>;
  readonly className?: string;
}) {
  const { t } = useI18n();
  if (!view.hasMore) return null;
  return (
    <div className={className}>
      {view.moreFailed ? <p role="alert">{t(view.failureKey ?? "ui_list_more_failed")}</p> : null}
      <Button
        variant="secondary"
        busy={view.phase === "loadingMore"}
        disabled={view.phase === "loadingMore"}
        onClick={view.moreFailed ? view.retry : view.loadMore}
      >
        {t(view.moreFailed ? "ui_retry" : "ui_list_more")}
      </Button>
    </div>
  );
}
