import { useEffect, useMemo, useState } from "react";
import { stateLabel } from "../../../core/traces/state-label";
import { findRegisteredMachine } from "../../../machines/machine-registry";
import { machineToMermaid } from "../../../machines/tooling/mermaid-source";
import { markMermaidSource, markSvg, type StateMarks } from "../../../machines/tooling/state-highlight";
import { Button } from "../../components/button";
import { Loader } from "../../components/loader";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./dev.css";
import { loadFlowSvg } from "./flow-svgs";

/**
 * A machine's committed flow diagram with the current state (and a differing recorded state)
 * highlighted. Shown as an image from a data: URL: the SVG keeps its own stylesheet there, which
 * the Content-Security-Policy would refuse as an inline <style> in the page.
 */
export function FlowDiagram({
  machineId,
  marks = {},
}: {
  readonly machineId: string;
  readonly marks?: StateMarks;
}) {
  const { t } = useI18n();
  const [loaded, setLoaded] = useState<
    { readonly id: string; readonly svg: string | undefined } | undefined
  >();
  const [fit, setFit] = useState(true);

  useEffect(() => {
    let live = true;
    loadFlowSvg(machineId).then((svg) => {
      if (live) setLoaded({ id: machineId, svg });
    });
    return () => {
      live = false;
    };
  }, [machineId]);

  const { current, expected } = marks;
  const svg = loaded?.id === machineId ? loaded.svg : undefined;
  const src = useMemo(
    () =>
      svg === undefined
        ? undefined
        : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markSvg(svg, machineId, { current, expected }))}`,
    [svg, machineId, current, expected],
  );
  const source = useMemo(() => {
    const machine = findRegisteredMachine(machineId)?.machine;
    return machine === undefined
      ? undefined
      : markMermaidSource(machineToMermaid(machine), { current, expected });
  }, [machineId, current, expected]);

  if (loaded?.id !== machineId) return <Loader />;
  if (src === undefined)
    return <p className={css.muted}>{t("ui_dev_diagram_missing", { machine: machineId })}</p>;

  const alt =
    current === undefined
      ? t("ui_dev_diagram_alt", { machine: machineId })
      : t("ui_dev_diagram_alt_current", { machine: machineId, state: stateLabel(current) });
  return (
    <div className={css.stack}>
      <div className={css.toolbar}>
        <Button variant="secondary" aria-pressed={fit} onClick={() => setFit(true)}>
          {t("ui_dev_zoom_fit")}
        </Button>
        <Button variant="secondary" aria-pressed={!fit} onClick={() => setFit(false)}>
          {t("ui_dev_zoom_actual")}
        </Button>
        {current !== undefined ? (
          <span className={css.legend}>
            <span>
              <span className={css.swatch.current} aria-hidden="true" />
              {t("ui_dev_legend_current")}
            </span>
            {expected !== undefined ? (
              <span>
                <span className={css.swatch.expected} aria-hidden="true" />
                {t("ui_dev_legend_expected")}
              </span>
            ) : null}
          </span>
        ) : null}
      </div>
      <div className={css.diagramFrame}>
        <img
          src={src}
          alt={alt}
          data-machine={machineId}
          data-current-state={current === undefined ? undefined : stateLabel(current)}
          className={fit ? css.diagramFit : css.diagramActual}
        />
      </div>
      {source !== undefined ? (
        <details>
          <summary>
            {t(current === undefined ? "ui_dev_mermaid_source_plain" : "ui_dev_mermaid_source")}
          </summary>
          <pre className={css.source}>{source}</pre>
        </details>
      ) : null}
    </div>
  );
}
