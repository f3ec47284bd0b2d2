import { useActorRef, useSelector } from "@xstate/react";
import { useMemo, type ReactNode } from "react";
import { fromPromise } from "xstate";
import {
  createRecordListMachine,
  type RecordPage,
} from "../../../machines/store-operations/record-list.machine";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { Button } from "../../components/button";
import { Loader } from "../../components/loader";
import { emptyState } from "../../components/page.css";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./records.css";
import { RequestIdLine } from "../../components/request-id-line";

const listMachine = createRecordListMachine<unknown>();

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
  readonly loadPage: (cursor: string | null) => Promise<RecordPage<Row>>;
  readonly renderRow: (row: Row) => ReactNode;
  readonly rowKey: (row: Row) => string | number;
  readonly emptyKey: string;
  readonly label: string;
}) {
  const { t } = useI18n();
  const machine = useMemo(
    () =>
      listMachine.provide({
        actors: { loadPage: fromPromise(({ input }) => loadPage(input.cursor)) },
      }),
    [loadPage],
  );
  const actor = useActorRef(machine, { inspect: inspectionRelay.inspect });
  const snapshot = useSelector(actor, (s) => s);
  const rows = snapshot.context.rows as readonly Row[];
  if (snapshot.matches("loading")) return <Loader />;
  if (snapshot.matches("failed"))
    return (
      <div className={emptyState} role="alert">
        <p>{t("ui_ops_load_failed")}</p>
        {snapshot.context.failureKey !== undefined ? <p>{t(snapshot.context.failureKey)}</p> : null}
        <RequestIdLine id={snapshot.context.failureRequestId} />
        <Button variant="secondary" onClick={() => actor.send({ type: "user.retry" })}>
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
      {snapshot.context.failed === "more" ? (
        <div role="alert">
          <p>{t("ui_ops_load_failed")}</p>
          <RequestIdLine id={snapshot.context.failureRequestId} />
        </div>
      ) : null}
      {snapshot.context.nextCursor !== null ? (
        <Button
          variant="secondary"
          busy={snapshot.matches("loadingMore")}
          onClick={() =>
            actor.send({ type: snapshot.context.failed === "more" ? "user.retry" : "user.loadMore" })
          }
        >
          {t(snapshot.context.failed === "more" ? "ui_ops_retry" : "ui_ops_more")}
        </Button>
      ) : null}
    </>
  );
}
