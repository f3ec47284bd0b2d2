import type { ReactNode } from "react";
import { Button } from "../../components/button";
import { emptyState, emptyTitle } from "../../components/page.css";
import { Loader } from "../../components/loader";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./commerce.css";
import { RequestIdLine } from "../../components/request-id-line";
import type { KeysetListView } from "../../components/use-keyset-list";

/**
 * The body of a commerce list: loading, a failure with "try again", empty, or the table with
 * "show more" (and what went wrong with the last "more": the same button asks for that page again).
 */
export function DocumentList({
  list: state,
  rowCount,
  emptyKey,
  headers,
  children,
}: {
  readonly list: KeysetListView<unknown>;
  readonly rowCount: number;
  readonly emptyKey: string;
  readonly headers: readonly { readonly key: string; readonly numeric?: boolean }[];
  readonly children: ReactNode;
}) {
  const { t } = useI18n();
  if (state.phase === "loading") return <Loader />;
  if (state.phase === "failed")
    return (
      <div className={emptyState} role="alert">
        <p className={emptyTitle}>{t("ui_commerce_load_failed")}</p>
        {state.failureKey === undefined ? null : <p>{t(state.failureKey)}</p>}
        <RequestIdLine id={state.requestId} />
        <Button variant="secondary" onClick={state.retry}>
          {t("ui_commerce_retry")}
        </Button>
      </div>
    );
  if (rowCount === 0)
    return (
      <div className={emptyState}>
        <p className={emptyTitle}>{t(emptyKey)}</p>
      </div>
    );
  return (
    <>
      <table className={css.table}>
        <thead>
          <tr>
            {headers.map((header) => (
              <th
                key={header.key}
                scope="col"
                className={css.headCell}
                style={header.numeric ? { textAlign: "end" } : undefined}
              >
                {t(header.key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      <div className={css.moreRow}>
        {state.failureKey === undefined ? null : (
          <p role="alert" className={css.muted}>
            {t(state.failureKey)}
          </p>
        )}
        <RequestIdLine id={state.requestId} />
        {state.hasMore ? (
          <Button
            variant="secondary"
            busy={state.phase === "loadingMore"}
            onClick={state.moreFailed ? state.retry : state.loadMore}
          >
            {t("ui_commerce_more")}
          </Button>
        ) : null}
      </div>
    </>
  );
}
