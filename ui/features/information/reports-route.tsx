import { useState } from "react";
import type { Report } from "../../../core/information/information-wire";
import { matchesQuery, searchQueryText } from "../../../core/search/search-query";
import { PageHeader } from "../../components/page-header";
import { TextField } from "../../components/text-field";
import { useI18n } from "../../i18n/i18n-context";
import { useFormatInstant } from "../../i18n/use-format-date";
import * as css from "./information.css";
import { EmptyCard, LoadPending } from "../../components/load-states";
import { useScreenLoad } from "../../components/use-screen-load";
import { usePorts } from "../../platform/ports";
import { INFORMATION_PORTS } from "../../../machines/information/information-ports";

/**
 * /targit-reports (every role; docs/decisions.md, "The small screens"): the report library behind
 * `sharepoint`, by folder, with a filter that ignores accents and case like the header's search.
 */
export function ReportsRoute() {
  const { t } = useI18n();
  const formatInstant = useFormatInstant();
  const port = usePorts(INFORMATION_PORTS);
  const view = useScreenLoad<readonly Report[]>(() => port.reports());
  const [filter, setFilter] = useState("");
  return (
    <>
      <PageHeader title={t("ui_route_targit_reports")} leadKey="ui_reports_lead" />
      {view.phase !== "ready" ? (
        <LoadPending view={view} />
      ) : (
        ((reports) => {
          const shown =
            searchQueryText(filter) === undefined
              ? reports
              : reports.filter((r) => matchesQuery(`${r.folder} ${r.title} ${r.file_name}`, filter));
          const folders = [...new Set(shown.map((r) => r.folder))];
          return (
            <>
              <div className={css.toolbar}>
                <TextField
                  labelKey="ui_reports_filter"
                  value={filter}
                  onValueChange={setFilter}
                  type="search"
                />
              </div>
              {shown.length === 0 ? <EmptyCard textKey="ui_reports_empty" /> : null}
              {folders.map((folder) => (
                <section key={folder} className={css.group} aria-label={folder}>
                  <h2 className={css.groupTitle}>{folder}</h2>
                  <ul className={css.list}>
                    {shown
                      .filter((r) => r.folder === folder)
                      .map((report) => (
                        <li key={report.id} className={css.row}>
                          <div className={css.rowMain}>
                            <span className={css.rowTitle}>{report.title}</span>
                            <span className={css.rowMeta}>
                              {report.file_name} ·{" "}
                              {t("ui_reports_modified", { date: formatInstant(report.modified) })}
                            </span>
                          </div>
                          <a
                            className={css.linkButton}
                            href={port.fileUrl(report.url)}
                            download={report.file_name}
                            aria-label={`${t("ui_reports_open")}: ${report.title}`}
                          >
                            {t("ui_reports_open")}
                          </a>
                        </li>
                      ))}
                  </ul>
                </section>
              ))}
            </>
          );
        })(view.data)
      )}
    </>
  );
}
