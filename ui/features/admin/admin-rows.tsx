import type { ReactNode } from "react";
import { Button } from "../../components/button";
import { Loader } from "../../components/loader";
import { emptyState } from "../../components/page.css";
import { RequestIdLine } from "../../components/request-id-line";
import type { KeysetListView } from "../../components/use-keyset-list";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./admin.css";

/** A console list as its keyset list stands: loading, failed, empty, its rows and "show more". */
export function AdminRows<Row extends { readonly id: number }>({
  list,
  label,
  emptyKey,
  renderRow,
}: {
  readonly list: KeysetListView<Row>;
  readonly label: string;
  readonly emptyKey: string;
  readonly renderRow: (row: Row, index: number) => ReactNode;
}) {
  const { t } = useI18n();
  if (list.phase === "loading") return <Loader labelKey="ui_admin_loading" />;
  if (list.phase === "failed")
    return (
      <div className={emptyState} role="alert">
        <p>{t("ui_admin_load_failed")}</p>
        {list.failureKey !== undefined ? <p>{t(list.failureKey)}</p> : null}
        <RequestIdLine id={list.requestId} />
        <Button variant="secondary" onClick={list.retry}>
          {t("ui_retry")}
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
      <ul className={css.list} aria-label={label}>
        {list.rows.map((row, index) => (
          <li key={row.id} className={css.row}>
            {renderRow(row, index)}
          </li>
        ))}
      </ul>
      {list.moreFailed ? (
        <div role="alert">
          <p>{t("ui_admin_load_failed")}</p>
          <RequestIdLine id={list.requestId} />
        </div>
      ) : null}
      {list.hasMore ? (
        <Button
          variant="secondary"
          busy={list.phase === "loadingMore"}
          onClick={list.moreFailed ? list.retry : list.loadMore}
        >
          {t(list.moreFailed ? "ui_retry" : "ui_admin_more")}
        </Button>
      ) : null}
    </>
  );
}
