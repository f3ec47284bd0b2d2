import { Link } from "wouter";
import { card } from "../../components/card.css";
import { PageHeader } from "../../components/page-header";
import { useI18n } from "../../i18n/i18n-context";
import { EmptyCard, LoadPending } from "../../components/load-states";
import { useScreenLoad } from "../../components/use-screen-load";
import { muted, row, stack } from "./evaluations.css";
import { useFormatPlainDate as useFormatDay } from "../../i18n/use-format-date";
import { StoreGate } from "./store-gate";
import { usePorts } from "../../platform/ports";
import { EVALUATIONS_PORTS } from "../../../machines/evaluations/evaluations-ports";

/** /checklists (franchisee and store manager): head office's checklists, each with the last audit. */
export function ChecklistsRoute() {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t("ui_route_checklists")} leadKey="ui_checklists_lead" />
      <StoreGate>{(storeId) => <StoreChecklists storeId={storeId} />}</StoreGate>
    </>
  );
}

function StoreChecklists({ storeId }: { readonly storeId: number }) {
  const { t } = useI18n();
  const day = useFormatDay();
  const ports = usePorts(EVALUATIONS_PORTS);
  const view = useScreenLoad(() => ports.api.checklists(storeId));
  if (view.phase !== "ready") return <LoadPending view={view} />;
  if (view.data.length === 0) return <EmptyCard textKey="ui_checklists_empty" />;
  return (
    <ul className={stack} style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {view.data.map((checklist) => (
        <li key={checklist.id} className={card}>
          <div className={row}>
            <div>
              <h2 style={{ margin: 0, fontSize: "18px" }}>{checklist.title}</h2>
              <p className={muted}>
                {t("ui_checklists_questions", { n: checklist.questions })} ·{" "}
                {checklist.last_eval_date === null
                  ? t("ui_checklists_never")
                  : t("ui_checklists_last", { date: day(checklist.last_eval_date) })}
              </p>
            </div>
            <Link
              href={`/checklists/${checklist.id}`}
              aria-label={`${t("ui_checklists_fill")}: ${checklist.title}`}
            >
              {t("ui_checklists_fill")}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
