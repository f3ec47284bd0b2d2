import type { ReactNode } from "react";
import type { KeysetListPage } from "../../../machines/lists/keyset-list.machine";
import { card, cardHeader, cardTitle } from "../../components/card.css";
import { Loader } from "../../components/loader";
import { LoadFailed } from "../../components/load-states";
import { MoreButton } from "../../components/more-button";
import { emptyState } from "../../components/page.css";
import { useKeysetList } from "../../components/use-keyset-list";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./account.css";

/**
 * A card with one keyset-paged list of the account area (its machine: machines/lists/
 * keyset-list.machine.ts): loading, failed with "try again", empty, rows, and "more".
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
  readonly load: (cursor: string | null) => Promise<KeysetListPage<Row>>;
  readonly renderRows: (rows: readonly Row[]) => ReactNode;
  readonly actions?: ReactNode;
}) {
  const { t } = useI18n();
  const view = useKeysetList(load);
  const headingId = `${titleKey}-title`;
  return (
    <section className={card} aria-labelledby={headingId}>
      <div className={cardHeader}>
        <h2 id={headingId} className={cardTitle}>
          {t(titleKey)}
        </h2>
        {actions}
      </div>
      {view.phase === "loading" ? (
        <Loader />
      ) : view.phase === "failed" ? (
        <LoadFailed
          failureKey={view.failureKey ?? "b2b_something_went_wrong"}
          requestId={view.requestId}
          retry={view.retry}
          inCard
        />
      ) : view.rows.length === 0 ? (
        <div className={emptyState}>
          <p>{t(emptyKey)}</p>
        </div>
      ) : (
        <>
          {renderRows(view.rows)}
          <MoreButton view={view} className={css.more} />
        </>
      )}
    </section>
  );
}
