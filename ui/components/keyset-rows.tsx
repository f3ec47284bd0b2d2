import type { ReactNode } from "react";
import { useI18n } from "../i18n/i18n-context";
import { Button } from "./button";
import { Loader } from "./loader";
import { emptyState } from "./page.css";
import { RequestIdLine } from "./request-id-line";
import type { KeysetListView } from "./use-keyset-list";

/** The texts a list shows around its rows, each a key of the screen's own catalogue. */
export interface KeysetRowsTexts {
  readonly loadFailed: string;
  readonly retry: string;
  readonly more: string;
  readonly loading?: string;
}

/**
 * A keyset list as it stands (useKeysetList): loading, failed with its request id and a retry,
 * empty, its rows as a labelled list, and "show more" (a retry when the next page failed). One piece
 * for the store records' lists and the console's.
 */
export function KeysetRows<Row>({
  list,
  label,
  emptyKey,
  texts,
  rowKey,
  renderRow,
  listClassName,
  rowClassName,
}: {
  readonly list: KeysetListView<Row>;
  readonly label: string;
  readonly emptyKey: string;
  readonly texts: KeysetRowsTexts;
  readonly rowKey: (row: Row) => string | number;
  readonly renderRow: (row: Row, index: number) => ReactNode;
  readonly listClassName: string;
  readonly rowClassName: string;
}) {
  const { t } = useI18n();
  if (list.phase === "loading")
    return <Loader {...(texts.loading === undefined ? {} : { labelKey: texts.loading })} />;
  if (list.phase === "failed")
    return (
      <div className={emptyState} role="alert">
        <p>{t(texts.loadFailed)}</p>
        {list.failureKey !== undefined ? <p>{t(list.failureKey)}</p> : null}
        <RequestIdLine id={list.requestId} />
        <Button variant="secondary" onClick={list.retry}>
          {t(texts.retry)}
        </Button>
      </div>
    );
  if (list.rows.length === 0)
    return (
      <div className={emptyState}>
        <p>{t(emptyKey)}</p>
      </div>
    );
  return (
    <>
      <ul className={listClassName} aria-label={label}>
        {list.rows.map((row, index) => (
          <li key={rowKey(row)} className={rowClassName}>
            {renderRow(row, index)}
          </li>
        ))}
      </ul>
      {list.moreFailed ? (
        <div role="alert">
          <p>{t(texts.loadFailed)}</p>
          <RequestIdLine id={list.requestId} />
        </div>
      ) : null}
      {list.hasMore ? (
        <Button
          variant="secondary"
          busy={list.phase === "loadingMore"}
          onClick={list.moreFailed ? list.retry : list.loadMore}
        >
          {t(list.moreFailed ? texts.retry : texts.more)}
        </Button>
      ) : null}
    </>
  );
}
