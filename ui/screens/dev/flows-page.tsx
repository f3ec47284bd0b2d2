import { Link } from "wouter";
import { machineRegistry, type RegisteredMachine } from "../../../machines/machine-registry";
import { PageHeader } from "../../components/page-header";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./dev.css";
import { FlowDiagram } from "./flow-diagram";

/** /dev/flows: every machine's diagram for product owners, one at a time, picked from a list. */
export function FlowsPage({
  machineId,
  machines = machineRegistry,
}: {
  readonly machineId: string | undefined;
  readonly machines?: ReadonlyArray<RegisteredMachine>;
}) {
  const { t } = useI18n();
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
            <FlowDiagram key={selected.id} machineId={selected.id} />
          </section>
        )}
      </div>
    </div>
  );
}
