import type { ReactNode } from "react";
import type { KeysetListPage } from "../../../machines/lists/keyset-list.machine";
import { Button } from "../../components/button";
import { Loader } from "../../components/loader";
import { emptyState } from "../../components/page.css";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./records.css";
import { RequestIdLine } from "../../components/request-id-line";
import { useKeysetList } from "../../components/use-keyset-list";

/**
 * One store's list with its machine (loading, failed, empty, rows, "show more"). The caller keys it
 * by store, so a change of store starts a new list (spec 4).
 */
export function RecordList<Row>({
  loadPage,
  renderRow,
  rowKey,
  emptyKey,
  label,
}: {
  readonly loadPage: (cursor: string | null) => Promise<KeysetListPage<Row>>;
  readonly renderRow: (row: Row) => ReactNode;
  readonly rowKey: (row: Row) => string | number;
  readonly emptyKey: string;
  readonly label: string;
}) {
  const { t } = useI18n();
  const list = useKeysetList(loadPage, [loadPage]);
  const { rows } = list;
  if (list.phase === "loading") return <Loader />;
  if (list.phase === "failed")
    return (
      <div className={emptyState} role="alert">
        <p>{t("ui_ops_load_failed")}</p>
        {list.failureKey !== undefined ? <p>{t(list.failureKey)}</p> : null}
        <RequestIdLine id={list.requestId} />
        <Button variant="secondary" onClick={list.retry}>
          {t("ui_ops_retry")}
        </Button>
      </div>
    );
  if (rows.length === 0)
    return (
      <div className={emptyState}>
        <p>{t(emptyKey)}</p>
      </div>
    );
  return (
    <>
      <ul className={css.list} aria-label={label}>
        {rows.map((row) => (
          <li key={rowKey(row)} className={css.row}>
            {renderRow(row)}
          </li>
        ))}
      </ul>
      {list.moreFailed ? (
        <div role="alert">
          <p>{t("ui_ops_load_failed")}</p>
          <RequestIdLine id={list.requestId} />
        </div>
      ) : null}
      {list.hasMore ? (
        <Button
          variant="secondary"
          busy={list.phase === "loadingMore"}
          onClick={list.moreFailed ? list.retry : list.loadMore}
        >
          {t(list.moreFailed ? "ui_ops_retry" : "ui_ops_more")}
        </Button>
      ) : null}
    </>
  );
}
