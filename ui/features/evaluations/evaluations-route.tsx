import { useCallback, useState } from "react";
import {
  mayConfirmEvaluations,
  maySeeScores,
  mayWriteChecklists,
} from "../../../core/evaluations/evaluation-rights";
import type { EvaluationRow } from "../../../core/evaluations/evaluations-wire";
import { Button } from "../../components/button";
import { card } from "../../components/card.css";
import { PageHeader } from "../../components/page-header";
import { StatusMessage } from "../../components/status-message";
import { useI18n } from "../../i18n/i18n-context";
import { useOneAction } from "../../components/use-one-action";
import { EmptyCard, LoadPending } from "../../components/load-states";
import { MoreButton } from "../../components/more-button";
import { useKeysetList } from "../../components/use-keyset-list";
import { useScreenLoad } from "../../components/use-screen-load";
import { badge, badgeDone, scroller, stack, table } from "./evaluations.css";
import { useFormatPlainDate as useFormatDay } from "../../i18n/use-format-date";
import { formatPercent } from "../../../core/i18n/number-format";
import { useEvaluationsSession } from "./evaluations-session";
import { ScoreChart } from "./score-chart";
import { StoreGate } from "./store-gate";
import { TemplateEditor } from "./template-editor";
import { usePorts } from "../../platform/ports";
import { EVALUATIONS_PORTS } from "../../../machines/evaluations/evaluations-ports";

/**
 * /evaluations (every role except trainee): the store's audits with their date and score, the score
 * over time (user types 2 and 23 only, spec 6), and for head office the checklist template form and
 * "confirm" on each audit waiting for it.
 */
export function EvaluationsRoute() {
  const { t } = useI18n();
  const { role } = useEvaluationsSession();
  const [authoring, setAuthoring] = useState(false);
  const author = role !== undefined && mayWriteChecklists(role);
  return (
    <>
      <PageHeader title={t("ui_route_evaluations")} />
      <div className={stack}>
        {author ? (
          authoring ? (
            <TemplateEditor />
          ) : (
            <div>
              <Button variant="secondary" onClick={() => setAuthoring(true)}>
                {t("ui_eval_author_open")}
              </Button>
            </div>
          )
        ) : null}
        <StoreGate>{(storeId) => <StoreEvaluations storeId={storeId} />}</StoreGate>
      </div>
    </>
  );
}

function StoreEvaluations({ storeId }: { readonly storeId: number }) {
  const { userType } = useEvaluationsSession();
  return (
    <div className={stack}>
      {maySeeScores(userType) ? <StoreScoreChart storeId={storeId} /> : null}
      <EvaluationList storeId={storeId} />
    </div>
  );
}

function StoreScoreChart({ storeId }: { readonly storeId: number }) {
  const { t } = useI18n();
  const ports = usePorts(EVALUATIONS_PORTS);
  const view = useScreenLoad(() => ports.api.scoreSummary(storeId));
  if (view.phase !== "ready") return <LoadPending view={view} />;
  return (
    <section className={card} aria-labelledby="eval-chart-heading">
      <h2 id="eval-chart-heading">{t("ui_eval_chart_title")}</h2>
      <ScoreChart points={view.data.history} />
    </section>
  );
}

function EvaluationList({ storeId }: { readonly storeId: number }) {
  const { t, language } = useI18n();
  const day = useFormatDay();
  const ports = usePorts(EVALUATIONS_PORTS);
  const { role } = useEvaluationsSession();
  const list = useKeysetList(async (cursor) => {
    const page = await ports.api.evaluations(storeId, cursor);
    return { rows: page.items, nextCursor: page.next_cursor };
  });
  // Confirmed in this visit: shown at once without reading the list again.
  const [confirmed, setConfirmed] = useState<ReadonlySet<number>>(new Set());
  const confirm = useOneAction(
    useCallback(
      async (payload: unknown) => {
        const id = payload as number;
        await ports.api.confirm(id);
        setConfirmed((done) => new Set([...done, id]));
      },
      [ports],
    ),
    false,
  );
  if (list.phase === "loading" || list.phase === "failed")
    return (
      <LoadPending
        view={
          list.phase === "loading"
            ? { phase: "loading" }
            : {
                phase: "failed",
                failureKey: list.failureKey ?? "b2b_something_went_wrong",
                requestId: list.requestId,
                retry: list.retry,
              }
        }
      />
    );
  if (list.rows.length === 0) return <EmptyCard textKey="ui_eval_empty" />;
  const canConfirm = role !== undefined && mayConfirmEvaluations(role);
  const outcome = confirm.outcome;
  return (
    <section className={card} aria-labelledby="eval-list-heading">
      <h2 id="eval-list-heading">{t("ui_route_evaluations")}</h2>
      <StatusMessage
        message={
          outcome === undefined
            ? undefined
            : outcome.kind === "done"
              ? { key: "ui_eval_confirmed_notice", tone: "success" }
              : { key: outcome.key, tone: "error" }
        }
      />
      <div className={scroller} tabIndex={0} role="region" aria-label={t("ui_route_evaluations")}>
        <table className={table}>
          <thead>
            <tr>
              <th scope="col">{t("ui_eval_col_date")}</th>
              <th scope="col">{t("ui_eval_col_checklist")}</th>
              <th scope="col">{t("ui_eval_col_score")}</th>
              <th scope="col">{t("ui_eval_col_status")}</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row: EvaluationRow) => {
              const isConfirmed = row.confirmed || confirmed.has(row.id);
              return (
                <tr key={row.id}>
                  <td>{day(row.date)}</td>
                  <td>{row.title}</td>
                  <td>
                    {row.score === null ? t("ui_eval_score_hidden") : formatPercent(row.score, language)}
                  </td>
                  <td>
                    {isConfirmed ? (
                      <span className={badgeDone}>{t("ui_eval_confirmed")}</span>
                    ) : canConfirm ? (
                      <Button
                        variant="secondary"
                        busy={confirm.phase === "running"}
                        aria-label={`${t("ui_eval_confirm")}: ${row.title} ${day(row.date)}`}
                        onClick={() => confirm.send({ type: "user.start", payload: row.id })}
                      >
                        {t("ui_eval_confirm")}
                      </Button>
                    ) : (
                      <span className={badge}>{t("ui_eval_unconfirmed")}</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <MoreButton view={list} />
    </section>
  );
}
