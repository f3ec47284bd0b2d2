import type { Contractor } from "../../../core/information/information-wire";
import { card } from "../../components/card.css";
import { PageHeader } from "../../components/page-header";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./information.css";
import { EmptyCard, LoadPending } from "../../components/load-states";
import { useScreenLoad } from "../../components/use-screen-load";
import { usePorts } from "../../platform/ports";
import { INFORMATION_PORTS } from "../../../machines/information/information-ports";

/** /allclients (docs/decisions.md, "The small screens"): the contractors file. */
export function ClientsRoute() {
  const { t } = useI18n();
  const port = usePorts(INFORMATION_PORTS);
  const view = useScreenLoad<readonly Contractor[]>(() => port.contractors());
  return (
    <>
      <PageHeader title={t("ui_route_allclients")} leadKey="ui_clients_lead" />
      {view.phase !== "ready" ? (
        <LoadPending view={view} />
      ) : (
        ((rows) =>
          rows.length === 0 ? (
            <EmptyCard textKey="ui_clients_empty" />
          ) : (
            <section className={card}>
              <div className={css.tableWrap}>
                <table className={css.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t("ui_clients_name")}</th>
                      <th scope="col">{t("ui_clients_trade")}</th>
                      <th scope="col">{t("ui_clients_city")}</th>
                      <th scope="col">{t("ui_clients_contact")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.id}>
                        <td>{row.name}</td>
                        <td>{row.trade}</td>
                        <td>{row.city}</td>
                        <td>
                          <a href={`tel:${row.phone.replace(/\s/g, "")}`}>{row.phone}</a>
                          {row.email !== null ? (
                            <>
                              <br />
                              <a href={`mailto:${row.email}`}>{row.email}</a>
                            </>
                          ) : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          ))(view.data)
      )}
    </>
  );
}
