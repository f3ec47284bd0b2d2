import { Link, useSearchParams } from "wouter";
import type { InformationMaterial } from "../../../core/information/information-wire";
import { PageHeader } from "../../components/page-header";
import { useI18n } from "../../i18n/i18n-context";
import { formatFileSize } from "../../../core/i18n/number-format";
import { useFormatInstant } from "../../i18n/use-format-date";
import { Loader } from "../../components/loader";
import * as css from "./information.css";
import { EmptyCard, LoadFailed } from "../../components/load-states";
import { localised } from "./localised";
import { MoreButton } from "../../components/more-button";
import { useKeysetList } from "../../components/use-keyset-list";
import { usePorts } from "../../platform/ports";
import { INFORMATION_PORTS } from "../../../machines/information/information-ports";

/** /information_material (every role): head office's documents with their files; ?id= shows one. */
export function MaterialRoute() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const raw = params.get("id") ?? "";
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
  return (
    <>
      <PageHeader title={t("ui_route_information_material")} leadKey="ui_material_lead" />
      {id !== undefined ? (
        <p>
          <Link href="/information_material" className={css.linkButton}>
            {t("ui_material_show_all")}
          </Link>
        </p>
      ) : null}
      <MaterialList key={id ?? "all"} id={id} />
    </>
  );
}

function MaterialList({ id }: { readonly id: number | undefined }) {
  const { t, language } = useI18n();
  const formatInstant = useFormatInstant();
  const port = usePorts(INFORMATION_PORTS);
  const view = useKeysetList<InformationMaterial>(async (cursor) => {
    const page = await port.materialPage(cursor, id);
    return { rows: page.items, nextCursor: page.next_cursor };
  });
  if (view.phase === "loading") return <Loader labelKey="ui_info_loading" />;
  if (view.phase === "failed")
    return (
      <LoadFailed
        failureKey={view.failureKey ?? "b2b_something_went_wrong"}
        requestId={view.requestId}
        retry={view.retry}
      />
    );
  if (view.rows.length === 0) return <EmptyCard textKey="ui_material_empty" />;
  return (
    <>
      <ul className={css.list}>
        {view.rows.map((doc) => {
          const title = localised(doc.title, language);
          return (
            <li key={doc.id} className={css.row}>
              <div className={css.rowMain}>
                <span className={css.rowTitle}>{title}</span>
                <span>{localised(doc.description, language)}</span>
                <span className={css.rowMeta}>
                  {localised(doc.category, language)} · {doc.file.name} ·{" "}
                  {formatFileSize(doc.file.size, language)} · {formatInstant(doc.c_stamp)}
                </span>
              </div>
              <div className={css.rowActions}>
                <Link
                  href={`/preview?id=${doc.id}`}
                  className={css.linkButton}
                  aria-label={`${t("ui_material_preview")}: ${title}`}
                >
                  {t("ui_material_preview")}
                </Link>
                <a
                  href={port.fileUrl(doc.file.url)}
                  className={css.linkButton}
                  download={doc.file.name}
                  aria-label={`${t("ui_material_download")}: ${title}`}
                >
                  {t("ui_material_download")}
                </a>
              </div>
            </li>
          );
        })}
      </ul>
      <MoreButton view={view} />
    </>
  );
}
