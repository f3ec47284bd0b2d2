import type { ReactNode } from "react";
import { Button } from "../../components/button";
import { card, cardHeader, cardTitle, muted } from "../../components/card.css";
import { Loader } from "../../components/loader";
import { StatusMessage } from "../../components/status-message";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./training.css";
import type { KeysetListView } from "../../components/use-keyset-list";
import { RequestIdLine } from "../../components/request-id-line";

/**
 * A card of a training screen around one list machine: loading, failed (with "try again"), empty
 * and the rows, with "show more" while pages remain.
 */
export function ListCard<Row>({
  id,
  titleKey,
  emptyKey,
  failedKey,
  list,
  rows,
  children,
}: {
  readonly id: string;
  readonly titleKey: string;
  readonly emptyKey: string;
  readonly failedKey: string;
  readonly list: KeysetListView<Row>;
  /** The rows this card shows (a part of the list, e.g. the current trainings); default: all. */
  readonly rows?: readonly Row[];
  readonly children: (rows: readonly Row[]) => ReactNode;
}) {
  const { t } = useI18n();
  const shown = rows ?? list.rows;
  return (
    <section className={card} aria-labelledby={id}>
      <div className={cardHeader}>
        <h2 id={id} className={cardTitle}>
          {t(titleKey)}
        </h2>
      </div>
      {list.phase === "loading" ? <Loader /> : null}
      {list.phase === "failed" ? (
        <div className={css.actions}>
          <StatusMessage message={{ key: failedKey, tone: "error" }} />
          <RequestIdLine id={list.requestId} />
          <Button variant="secondary" onClick={() => list.retry()}>
            {t("ui_retry")}
          </Button>
        </div>
      ) : null}
      {(list.phase === "ready" || list.phase === "loadingMore") && shown.length === 0 ? (
        <p className={muted}>{t(emptyKey)}</p>
      ) : null}
      {(list.phase === "ready" || list.phase === "loadingMore") && shown.length > 0 ? (
        <ul className={css.list}>{children(shown)}</ul>
      ) : null}
      {list.moreFailed ? (
        <>
          <StatusMessage message={{ key: list.failureKey ?? failedKey, tone: "error" }} />
          <RequestIdLine id={list.requestId} />
        </>
      ) : null}
      {list.hasMore && rows === undefined ? (
        <div className={css.actions}>
          <Button
            variant="secondary"
            busy={list.phase === "loadingMore"}
            disabled={list.phase === "loadingMore"}
            onClick={() => list.loadMore()}
          >
            {t("ui_history_more")}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
