import { useId } from "react";
import type { ScorePoint } from "../../../core/evaluations/evaluations-wire";
import { useI18n } from "../../i18n/i18n-context";
import { chart, muted, table } from "./evaluations.css";
import { useFormatPlainDate as useFormatDay } from "../../i18n/use-format-date";
import { formatPercent } from "../../../core/i18n/number-format";

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { left: 44, right: 48, top: 16, bottom: 36 };

/**
 * A store's score over time, drawn by hand in SVG (no chart library for one line): titled and
 * described for screen readers, with the same numbers as a table beside it (a table reads better
 * than a picture for many people). Scores run 0–100, oldest on the left.
 */
export function ScoreChart({ points }: { readonly points: readonly ScorePoint[] }) {
  const { t, language } = useI18n();
  const day = useFormatDay();
  const id = useId();
  if (points.length === 0) return <p className={muted}>{t("ui_eval_chart_empty")}</p>;
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (points.length === 1 ? innerW / 2 : (i * innerW) / (points.length - 1));
  const y = (score: number) => PAD.top + innerH - (Math.max(0, Math.min(100, score)) * innerH) / 100;
  const line = points
    .map((p, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(p.score).toFixed(1)}`)
    .join(" ");
  return (
    <figure style={{ margin: 0 }}>
      <svg
        className={chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{t("ui_eval_chart_title")}</title>
        <desc id={`${id}-desc`}>{t("ui_eval_chart_desc")}</desc>
        {[0, 25, 50, 75, 100].map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#dde3d9" />
            <text x={PAD.left - 8} y={y(tick) + 4} textAnchor="end" fontSize="12" fill="#56614f">
              {tick}
            </text>
          </g>
        ))}
        <path d={line} fill="none" stroke="#2f6b1f" strokeWidth="3" />
        {points.map((p, i) => (
          <g key={`${p.date.toString()}-${i}`}>
            <circle cx={x(i)} cy={y(p.score)} r="5" fill="#2f6b1f" />
            {i === 0 || i === points.length - 1 || points.length <= 6 ? (
              <text
                x={x(i)}
                y={HEIGHT - 12}
                textAnchor={
                  points.length > 1 && i === points.length - 1
                    ? "end"
                    : i === 0 && points.length > 1
                      ? "start"
                      : "middle"
                }
                fontSize="12"
                fill="#56614f"
              >
                {day(p.date)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <details>
        <summary>{t("ui_eval_chart_table")}</summary>
        <table className={table}>
          <caption className={muted}>{t("ui_eval_chart_title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("ui_eval_col_date")}</th>
              <th scope="col">{t("ui_eval_col_score")}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p, i) => (
              <tr key={`${p.date.toString()}-${i}`}>
                <td>{day(p.date)}</td>
                <td>{formatPercent(p.score, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
