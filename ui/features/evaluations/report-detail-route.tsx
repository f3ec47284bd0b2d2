import { Link, useParams } from "wouter";
import { Temporal } from "temporal-polyfill";
import type { ReportDetail, ReportSpec } from "../../../core/evaluations/evaluations-wire";
import { card } from "../../components/card.css";
import { PageHeader } from "../../components/page-header";
import { useI18n } from "../../i18n/i18n-context";
import { useFormatInstant, useFormatPlainDate as useFormatDay } from "../../i18n/use-format-date";
import { LoadPending } from "../../components/load-states";
import { useScreenLoad } from "../../components/use-screen-load";
import {
  badgeFailed,
  bigScore,
  facts,
  muted,
  scroller,
  stack,
  table,
  thumb,
  thumbs,
} from "./evaluations.css";
import { formatPercent } from "../../../core/i18n/number-format";
import { ScoreChart } from "./score-chart";
import { usePorts } from "../../platform/ports";
import { EVALUATIONS_PORTS } from "../../../machines/evaluations/evaluations-ports";

/**
 * /evaluations-report/{id}: one audit — its date, head office's confirmation, the score, every
 * question with this audit's answer, its photos and follow-up task, the previous audit's answer
 * beside it, and the store's score over time up to this audit.
 */
export function ReportDetailRoute() {
  const { t } = useI18n();
  const { id } = useParams<{ id: string }>();
  const ports = usePorts(EVALUATIONS_PORTS);
  const view = useScreenLoad(() => ports.api.report(Number(id)));
  return (
    <>
      <PageHeader title={t("ui_route_evaluations_report")} />
      <p>
        <Link href="/evaluations-report">{t("ui_report_back")}</Link>
      </p>
      {view.phase === "ready" ? <Report report={view.data} /> : <LoadPending view={view} />}
    </>
  );
}

function Report({ report }: { readonly report: ReportDetail }) {
  const { t, language } = useI18n();
  const day = useFormatDay();
  const stamp = useFormatInstant();
  return (
    <div className={stack}>
      <section className={card} aria-labelledby="report-heading">
        <h2 id="report-heading">
          {report.title} · {report.store_title}
        </h2>
        <dl className={facts}>
          <div>
            <dt>{t("ui_report_eval_date")}</dt>
            <dd>{day(report.eval_date)}</dd>
          </div>
          <div>
            <dt>{t("ui_report_confirmed_stamp")}</dt>
            <dd>
              {report.confirmed_stamp === null
                ? t("ui_report_not_confirmed")
                : stamp(Temporal.Instant.from(report.confirmed_stamp.toString()), true)}
            </dd>
          </div>
          <div>
            <dt>{t("ui_report_score")}</dt>
            <dd className={bigScore}>
              {report.score === null ? t("ui_eval_score_hidden") : formatPercent(report.score, language)}
            </dd>
          </div>
        </dl>
      </section>
      {report.history.length > 0 ? (
        <section className={card} aria-labelledby="report-chart-heading">
          <h2 id="report-chart-heading">{t("ui_eval_chart_title")}</h2>
          <ScoreChart points={report.history} />
        </section>
      ) : null}
      <section className={card} aria-labelledby="report-specs-heading">
        <h2 id="report-specs-heading">{t("ui_report_specs")}</h2>
        <div className={scroller} tabIndex={0} role="region" aria-label={t("ui_report_specs")}>
          <table className={table}>
            <thead>
              <tr>
                <th scope="col">{t("ui_eval_field_question_text")}</th>
                <th scope="col">{t("ui_report_answer")}</th>
                <th scope="col">
                  {report.previous_eval_date === null
                    ? t("ui_report_no_previous")
                    : t("ui_report_previous", { date: day(report.previous_eval_date) })}
                </th>
                <th scope="col">{t("ui_report_files")}</th>
              </tr>
            </thead>
            <tbody>
              {report.specs.map((spec) => (
                <SpecRow key={spec.question_id} spec={spec} />
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}

function SpecRow({ spec }: { readonly spec: ReportSpec }) {
  const { t } = useI18n();
  const shown = (value: string | null) =>
    value === null || value === ""
      ? "—"
      : spec.kind === "yes_no"
        ? t(`ui_checklist_${value}`)
        : spec.kind === "score"
          ? value === "na"
            ? t("ui_checklist_na")
            : `${value} / ${spec.max}`
          : value;
  return (
    <tr>
      <th scope="row" style={{ fontWeight: 400 }}>
        <span className={muted}>{spec.section}</span>
        <br />
        {spec.text}
      </th>
      <td>
        {shown(spec.value)}{" "}
        {spec.failed ? <span className={badgeFailed}>{t("ui_report_failed")}</span> : null}
        {spec.note !== "" ? <p className={muted}>{spec.note}</p> : null}
        {spec.task_id !== null ? <p>{t("ui_report_task", { id: spec.task_id })}</p> : null}
      </td>
      <td>{shown(spec.previous_value)}</td>
      <td>
        {spec.files.length === 0 ? (
          <span className={muted}>{t("ui_report_no_files")}</span>
        ) : (
          <ul className={thumbs}>
            {spec.files.map((file) => (
              <li key={file.id}>
                <a href={file.url} target="_blank" rel="noreferrer">
                  <img className={thumb} src={file.url} alt={file.name} />
                </a>
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}
