import { useState } from "react";
import { Link } from "wouter";
import { machineRegistry, type RegisteredMachine } from "../../../machines/machine-registry";
import { PageHeader } from "../../components/page-header";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./dev.css";
import { FlowDiagram } from "./flow-diagram";
import { JourneyDiagram } from "./journey-diagram";

type View = "journey" | "technical";
const VIEWS: ReadonlyArray<{ readonly view: View; readonly label: string }> = [
  { view: "journey", label: "ui_dev_view_journey" },
  { view: "technical", label: "ui_dev_view_technical" },
];

/**
 * /dev/flows: every machine's diagram, one at a time, picked from a list. The journey (for product
 * owners, in the page's language) shows first; the technical view is the second tab.
 */
export function FlowsPage({
  machineId,
  machines = machineRegistry,
}: {
  readonly machineId: string | undefined;
  readonly machines?: ReadonlyArray<RegisteredMachine>;
}) {
  const { t } = useI18n();
  const [view, setView] = useState<View>("journey");
  const selected =
    machines.find((entry) => entry.id === machineId) ??
    machines.find((entry) => entry.id === "session") ??
    machines[0];
  return (
    <div className={css.stack}>
      <PageHeader title={t("ui_dev_flows_title")} leadKey="ui_dev_flows_lead" />
      <div className={css.flowsLayout}>
        <nav aria-label={t("ui_dev_machines")}>
          <ul className={css.machineList}>
            {machines.map((entry) => (
              <li key={entry.id}>
                <Link
                  href={`/dev/flows/${entry.id}`}
                  className={css.machineLink}
                  aria-current={entry.id === selected?.id ? "page" : undefined}
                >
                  <span>{entry.id}</span>
                  <span className={css.muted}>
                    {entry.version === "unversioned" ? "" : `v${entry.version}`}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {selected === undefined ? null : (
          <section className={css.stack} aria-labelledby="flow-title">
            <div>
              <h2 id="flow-title" className={css.heading}>
                {selected.id}
              </h2>
              <p className={css.muted}>
                {t("ui_dev_version", { version: selected.version })} · machines/{selected.file}
              </p>
            </div>
            <div role="tablist" aria-label={t("ui_dev_views")} className={css.toolbar}>
              {VIEWS.map((entry) => (
                <button
                  key={entry.view}
                  type="button"
                  role="tab"
                  id={`flow-tab-${entry.view}`}
                  aria-selected={view === entry.view}
                  aria-controls="flow-view"
                  className={css.viewTab}
                  onClick={() => setView(entry.view)}
                >
                  {t(entry.label)}
                </button>
              ))}
            </div>
            <div role="tabpanel" id="flow-view" aria-labelledby={`flow-tab-${view}`}>
              {view === "journey" ? (
                <JourneyDiagram key={selected.id} machineId={selected.id} />
              ) : (
                <FlowDiagram key={selected.id} machineId={selected.id} />
              )}
            </div>
          </section>
        )}
      </div>
    </div>
  );
}
