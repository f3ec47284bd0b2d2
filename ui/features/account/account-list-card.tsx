import { useActorRef, useSelector } from "@xstate/react";
import { useMemo, type ReactNode } from "react";
import { fromPromise } from "xstate";
import { createAccountListMachine, type AccountPage } from "../../../machines/account/account-list.machine";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { Button } from "../../components/button";
import { card, cardHeader, cardTitle } from "../../components/card.css";
import { Loader } from "../../components/loader";
import { emptyState } from "../../components/page.css";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./account.css";

/**
 * A card with one keyset-paged list of the account area (its machine: machines/account/
 * account-list.machine.ts): loading, failed with "try again", empty, rows, and "more".
 */
export function AccountListCard<Row>({
  titleKey,
  emptyKey,
  load,
  renderRows,
  actions,
}: {
  readonly titleKey: string;
  readonly emptyKey: string;
  readonly load: (cursor: string | null) => Promise<AccountPage<Row>>;
  readonly renderRows: (rows: readonly Row[]) => ReactNode;
  readonly actions?: ReactNode;
}) {
  const { t } = useI18n();
  const machine = useMemo(
    () =>
      createAccountListMachine<Row>().provide({
        actors: { loadPage: fromPromise(({ input }) => load(input.cursor)) },
      }),
    [load],
  );
  const actor = useActorRef(machine, { inspect: inspectionRelay.inspect });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const headingId = `${titleKey}-title`;
  return (
    <section className={card} aria-labelledby={headingId}>
      <div className={cardHeader}>
        <h2 id={headingId} className={cardTitle}>
          {t(titleKey)}
        </h2>
        {actions}
      </div>
      {snapshot.matches("loading") ? (
        <Loader />
      ) : snapshot.matches("failed") ? (
        <div className={emptyState}>
          <p>{t(context.failureKey ?? "b2b_something_went_wrong")}</p>
          <Button variant="secondary" onClick={() => actor.send({ type: "user.reload" })}>
            {t("ui_retry")}
          </Button>
        </div>
      ) : context.rows.length === 0 ? (
        <div className={emptyState}>
          <p>{t(emptyKey)}</p>
        </div>
      ) : (
        <>
          {renderRows(context.rows)}
          {context.failed === "more" ? (
            <p className={css.moreFailed} role="alert">
              {t(context.failureKey ?? "b2b_something_went_wrong")}{" "}
              <Button variant="secondary" onClick={() => actor.send({ type: "user.reload" })}>
                {t("ui_retry")}
              </Button>
            </p>
          ) : null}
          {context.nextCursor !== null ? (
            <div className={css.more}>
              <Button
                variant="secondary"
                busy={snapshot.matches("loadingMore")}
                onClick={() => actor.send({ type: "user.loadMore" })}
              >
                {t("ui_account_load_more")}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
