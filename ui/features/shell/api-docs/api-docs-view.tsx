import { useState } from "react";
import { card } from "../../../components/card.css";
import { Loader } from "../../../components/loader";
import { PageHeader } from "../../../components/page-header";
import { emptyState } from "../../../components/page.css";
import { TextField } from "../../../components/text-field";
import { useI18n } from "../../../i18n/i18n-context";
import * as css from "./api-docs.css";
import { summariseOpenApi } from "./openapi-summary";

export interface ApiDocsViewState {
  readonly phase: "loading" | "ready" | "failed";
  /** The server's /echo/rest/api/openapi.json, as fetched. */
  readonly document: unknown;
  /** Where the raw document lives, offered as a link for tools. */
  readonly documentUrl: string;
}

/** The server's OpenAPI document as a readable list of paths, methods and summaries. */
export function ApiDocsView({ state }: { readonly state: ApiDocsViewState }) {
  const { t } = useI18n();
  const [filter, setFilter] = useState("");
  const summary = summariseOpenApi(state.document);
  const needle = filter.trim().toLowerCase();
  const groups = summary.groups
    .map((group) => ({
      ...group,
      operations: group.operations.filter(
        (operation) =>
          needle === "" ||
          `${operation.method} ${operation.path} ${operation.summary} ${group.tag}`
            .toLowerCase()
            .includes(needle),
      ),
    }))
    .filter((group) => group.operations.length > 0);

  return (
    <>
      <PageHeader title={t("ui_menu_api")} leadKey="ui_api_lead" />
      {state.phase === "loading" ? (
        <Loader />
      ) : state.phase === "failed" ? (
        <section className={card}>
          <p className={emptyState}>{t("ui_api_failed")}</p>
        </section>
      ) : (
        <>
          <div className={css.toolbar}>
            <div className={css.search}>
              <TextField labelKey="ui_api_filter" type="search" value={filter} onValueChange={setFilter} />
            </div>
            <p className={css.meta}>
              {summary.title} {summary.version !== "" ? `· ${summary.version}` : ""} ·{" "}
              <a href={state.documentUrl} target="_blank" rel="noopener noreferrer">
                {t("ui_api_raw")}
              </a>
            </p>
          </div>
          {groups.length === 0 ? (
            <section className={card}>
              <p className={emptyState}>{t("ui_api_none")}</p>
            </section>
          ) : null}
          {groups.map((group) => (
            <section key={group.tag} className={`${card} ${css.group}`} aria-labelledby={`api-${group.tag}`}>
              <h2 id={`api-${group.tag}`} className={css.groupTitle}>
                {group.tag}
              </h2>
              <table className={css.table}>
                <thead>
                  <tr>
                    <th className={css.headCell} scope="col">
                      {t("ui_api_method")}
                    </th>
                    <th className={css.headCell} scope="col">
                      {t("ui_api_path")}
                    </th>
                    <th className={css.headCell} scope="col">
                      {t("ui_api_summary")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {group.operations.map((operation) => (
                    <tr key={`${operation.method} ${operation.path}`}>
                      <td className={css.cell}>
                        <span
                          className={
                            css.method[operation.method as keyof typeof css.method] ?? css.method.OTHER
                          }
                        >
                          {operation.method}
                        </span>
                      </td>
                      <td className={`${css.cell} ${css.path}`}>{operation.path}</td>
                      <td className={css.cell}>{operation.summary}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ))}
        </>
      )}
    </>
  );
}
