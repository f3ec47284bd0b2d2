import {
  Fragment,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type DragEvent,
  type ReactNode,
} from "react";
import { machineRegistry, type RegisteredMachine } from "../../../machines/machine-registry";
import type { ReplayReport, ReplayStep } from "../../../machines/tooling/replay-engine";
import { Button } from "../../components/button";
import { visuallyHidden } from "../../components/card.css";
import { PageHeader } from "../../components/page-header";
import { useI18n, type I18n } from "../../i18n/i18n-context";
import * as css from "./dev.css";
import { FlowDiagram } from "./flow-diagram";
import { loadReplay, stepTime, type LoadedReplay, type ReplayLoad } from "./replay-model";

/**
 * /dev/replay: a QA engineer opens a trace saved with "Report a problem"; the page decodes it with
 * core's decoder (a bad file gets the decoder's message, never a crash), replays it through the
 * app's machines and steps through it with buttons or ←/→, showing each step's event, recorded and
 * replayed states and the machine's diagram with the current state highlighted.
 */
export function ReplayPage({
  machines = machineRegistry,
}: {
  readonly machines?: ReadonlyArray<RegisteredMachine>;
}) {
  const { t } = useI18n();
  const [load, setLoad] = useState<ReplayLoad | undefined>();
  const [dragging, setDragging] = useState(false);
  const inputId = useId();

  const open = useCallback(
    async (file: File) => {
      const text = await file.text().catch(() => "");
      setLoad(loadReplay(file.name, text, machines));
    },
    [machines],
  );

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file !== undefined) void open(file);
  };

  return (
    <div className={css.stack}>
      <PageHeader title={t("ui_dev_replay_title")} leadKey="ui_dev_replay_lead" />
      <div
        className={css.dropZone}
        data-dragging={dragging}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label htmlFor={inputId} className={css.fileLabel}>
          {t("ui_dev_choose_trace")}
          <input
            id={inputId}
            className={css.fileInput}
            type="file"
            accept=".json,application/json"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file !== undefined) void open(file);
              event.target.value = "";
            }}
          />
        </label>
        <span className={css.muted}>{t("ui_dev_drop_trace")}</span>
      </div>
      {load === undefined ? null : load.ok ? (
        <LoadedTrace key={`${load.fileName}:${load.trace.recordedAt}:${load.steps.length}`} replay={load} />
      ) : (
        <div role="alert" className={css.problem}>
          <strong>{t("ui_dev_trace_unreadable", { file: load.fileName })}</strong>
          <p>{t(load.key)}</p>
          <p className={css.detail}>{load.message}</p>
        </div>
      )}
    </div>
  );
}

/** A passed replay in the page's language (the engine's sentence is English, for the command line). */
function replayedSummary(t: I18n["t"], replayed: NonNullable<ReplayReport["replayed"]>): string {
  const summary = t("ui_dev_replay_summary", { steps: replayed.steps, runs: replayed.runs });
  return replayed.notReplayed === 0
    ? summary
    : `${summary} ${t("ui_dev_replay_not_replayed", { count: replayed.notReplayed })}`;
}

function LoadedTrace({ replay }: { readonly replay: LoadedReplay }) {
  const { t } = useI18n();
  const { trace, report, steps, firstDifference } = replay;
  const [index, setIndex] = useState(0);
  const last = steps.length - 1;
  const step: ReplayStep | undefined = steps[index];
  const rowRefs = useRef(new Map<number, HTMLTableRowElement>());

  const go = useCallback((next: number) => setIndex(Math.max(0, Math.min(last, next))), [last]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target;
      if (target instanceof HTMLElement && /^(INPUT|TEXTAREA|SELECT)$/u.test(target.tagName)) return;
      if (event.key === "ArrowRight") {
        event.preventDefault();
        setIndex((current) => Math.min(last, current + 1));
      } else if (event.key === "ArrowLeft") {
        event.preventDefault();
        setIndex((current) => Math.max(0, current - 1));
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [last]);

  useEffect(() => {
    rowRefs.current.get(index)?.scrollIntoView?.({ block: "nearest" });
  }, [index]);

  return (
    <>
      <section className={css.card} aria-label={replay.fileName}>
        <p>
          {t("ui_dev_trace_summary", {
            file: replay.fileName,
            recordedAt: trace.recordedAt,
            appVersion: trace.appVersion,
            entries: trace.entries.length,
          })}{" "}
          {trace.dropped > 0 ? t("ui_dev_trace_dropped", { dropped: trace.dropped }) : null}
        </p>
      </section>
      <div className={report.ok ? css.outcome.passed : css.outcome.diverged} role="status">
        <strong>{report.ok ? t("ui_dev_replay_passed") : t("ui_dev_replay_diverged")}</strong>
        <p className={css.detail}>
          {report.ok && report.replayed !== undefined ? replayedSummary(t, report.replayed) : report.message}
        </p>
        {firstDifference !== undefined ? (
          <Button variant="secondary" onClick={() => go(firstDifference)}>
            {t("ui_dev_go_to_difference")}
          </Button>
        ) : null}
      </div>
      {report.warnings.length > 0 ? (
        <section className={css.card}>
          <h2 className={css.heading}>{t("ui_dev_notes")}</h2>
          <ul>
            {report.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {step === undefined ? null : (
        <>
          <div className={css.toolbar}>
            <Button
              variant="secondary"
              onClick={() => go(index - 1)}
              disabled={index === 0}
              aria-keyshortcuts="ArrowLeft"
            >
              ← {t("ui_dev_previous_step")}
            </Button>
            <Button
              variant="secondary"
              onClick={() => go(index + 1)}
              disabled={index === last}
              aria-keyshortcuts="ArrowRight"
            >
              {t("ui_dev_next_step")} →
            </Button>
            <span aria-live="polite">{t("ui_dev_step_of", { current: index + 1, total: steps.length })}</span>
            <span className={css.muted}>{t("ui_dev_keys_hint")}</span>
          </div>
          <div className={css.workspace}>
            <div className={css.stepsScroll}>
              <table className={css.table}>
                <caption className={visuallyHidden}>{t("ui_dev_steps")}</caption>
                <colgroup>
                  <col className={css.colStep} />
                  <col className={css.colTime} />
                  <col />
                  <col />
                  <col />
                </colgroup>
                <thead>
                  <tr>
                    <th scope="col">{t("ui_dev_col_step")}</th>
                    <th scope="col">{t("ui_dev_col_time")}</th>
                    <th scope="col">{t("ui_dev_col_event")}</th>
                    <th scope="col">{t("ui_dev_col_expected")}</th>
                    <th scope="col">{t("ui_dev_col_actual")}</th>
                  </tr>
                </thead>
                <tbody>
                  {steps.map((candidate, position) => {
                    const previous = steps[position - 1];
                    const newRun = previous === undefined || previous.run !== candidate.run;
                    const isDifference = position === firstDifference;
                    return (
                      <Fragment key={`${candidate.run}:${candidate.number}`}>
                        {newRun ? (
                          <tr className={css.runRow}>
                            <th scope="rowgroup" colSpan={5}>
                              {t("ui_dev_machine_run", { machine: candidate.machineId, run: candidate.run })}
                            </th>
                          </tr>
                        ) : null}
                        <tr
                          ref={(row) => {
                            if (row === null) rowRefs.current.delete(position);
                            else rowRefs.current.set(position, row);
                          }}
                          className={`${css.stepRow} ${candidate.ok ? "" : css.differsRow}`}
                          aria-current={position === index ? "step" : undefined}
                          data-first-difference={isDifference || undefined}
                          onClick={() => go(position)}
                        >
                          <td>
                            <button type="button" className={css.stepButton} onClick={() => go(position)}>
                              {candidate.number}
                            </button>
                          </td>
                          <td className={css.nowrap}>{stepTime(candidate.at)}</td>
                          <td className={css.mono}>{breakable(candidate.action)}</td>
                          <td className={css.mono}>{breakable(candidate.expected)}</td>
                          <td className={css.mono}>
                            {breakable(candidate.actual)}{" "}
                            {candidate.ok ? (
                              <span className={css.badge.ok}>✓ {t("ui_dev_step_ok")}</span>
                            ) : (
                              <span className={css.badge.differs}>
                                ✗ {isDifference ? t("ui_dev_first_difference") : t("ui_dev_step_differs")}
                              </span>
                            )}
                          </td>
                        </tr>
                      </Fragment>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <StepDetail step={step} isFirstDifference={index === firstDifference} />
          </div>
        </>
      )}
    </>
  );
}

/** A state label that may wrap after each dot ("signingIn.<wbr>password"), never inside a name. */
function breakable(label: string): ReactNode {
  const parts = label.split(".");
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          .<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}

function StepDetail({
  step,
  isFirstDifference,
}: {
  readonly step: ReplayStep;
  readonly isFirstDifference: boolean;
}) {
  const { t } = useI18n();
  return (
    <section
      className={css.stepCard}
      aria-label={t("ui_dev_machine_run", { machine: step.machineId, run: step.run })}
    >
      <h2 className={css.heading}>
        {t("ui_dev_machine_run", { machine: step.machineId, run: step.run })} · {t("ui_dev_col_step")}{" "}
        {step.number}
        {isFirstDifference ? (
          <>
            {" "}
            <span className={css.badge.differs}>✗ {t("ui_dev_first_difference")}</span>
          </>
        ) : null}
      </h2>
      <dl className={css.compare}>
        <dt>{t("ui_dev_col_time")}</dt>
        <dd>{stepTime(step.at)}</dd>
        <dt>{t("ui_dev_col_event")}</dt>
        <dd>{step.action}</dd>
        <dt>{t("ui_dev_col_expected")}</dt>
        <dd>{step.expected}</dd>
        <dt>{t("ui_dev_col_actual")}</dt>
        <dd>
          {step.actual}{" "}
          {step.ok ? (
            <span className={css.badge.ok}>✓ {t("ui_dev_step_ok")}</span>
          ) : (
            <span className={css.badge.differs}>✗ {t("ui_dev_step_differs")}</span>
          )}
        </dd>
      </dl>
      <FlowDiagram
        machineId={step.machineId}
        marks={{ current: step.actualValue, expected: step.ok ? undefined : step.expectedValue }}
      />
    </section>
  );
}
