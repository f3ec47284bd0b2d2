import type { ReactNode } from "react";
import type { KeysetListPage } from "../../../machines/lists/keyset-list.machine";
import { Button } from "../../components/button";
import { card, cardHeader, cardTitle } from "../../components/card.css";
import { Loader } from "../../components/loader";
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
        <div className={emptyState}>
          <p>{t(view.failureKey ?? "b2b_something_went_wrong")}</p>
          {view.requestId === undefined ? null : <p>{t("ui_request_id", { id: view.requestId })}</p>}
          <Button variant="secondary" onClick={view.retry}>
            {t("ui_retry")}
          </Button>
        </div>
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
