import { Link, useSearchParams } from "wouter";
import type { InformationMaterialPage } from "../../../core/information/information-wire";
import { card } from "../../components/card.css";
import { PageHeader } from "../../components/page-header";
import { useI18n } from "../../i18n/i18n-context";
import { formatFileSize } from "../../../core/i18n/number-format";
import * as css from "./information.css";
import { EmptyCard, LoadPending } from "../../components/load-states";
import { localised } from "./localised";
import { useScreenLoad } from "../../components/use-screen-load";
import { usePorts } from "../../platform/ports";
import { INFORMATION_PORTS } from "../../../machines/information/information-ports";

/**
 * /preview (docs/decisions.md, "The small screens"): a document of the information material read in
 * the page, without downloading it; without ?id= the documents to pick from.
 */
export function PreviewRoute() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const raw = params.get("id") ?? "";
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
  return (
    <>
      <PageHeader title={t("ui_route_preview")} leadKey="ui_preview_lead" />
      <PreviewBody key={id ?? "pick"} id={id} />
    </>
  );
}

function PreviewBody({ id }: { readonly id: number | undefined }) {
  const { t, language } = useI18n();
  const port = usePorts(INFORMATION_PORTS);
  const view = useScreenLoad<InformationMaterialPage>(() => port.materialPage(null, id));
  return (
    <>
      {view.phase !== "ready" ? (
        <LoadPending view={view} />
      ) : (
        ((page) => {
          const doc = id === undefined ? undefined : page.items[0];
          if (doc !== undefined) {
            const title = localised(doc.title, language);
            return (
              <article className={card} aria-label={title}>
                <h2 className={css.rowTitle}>{title}</h2>
                <p className={css.rowMeta}>
                  {localised(doc.category, language)} · {doc.file.name} ·{" "}
                  {formatFileSize(doc.file.size, language)}
                </p>
                <div className={css.previewText} lang="el">
                  {doc.preview_text.split(/\n{2,}/).map((paragraph, index) => (
                    <p key={index}>{paragraph}</p>
                  ))}
                </div>
                <p>
                  <a href={port.fileUrl(doc.file.url)} className={css.linkButton} download={doc.file.name}>
                    {t("ui_material_download")}
                  </a>
                </p>
              </article>
            );
          }
          if (page.items.length === 0) return <EmptyCard textKey="ui_material_empty" />;
          return (
            <nav aria-label={t("ui_preview_pick")}>
              <ul className={css.list}>
                {page.items.map((item) => (
                  <li key={item.id} className={css.row}>
                    <Link href={`/preview?id=${item.id}`} className={css.rowLink}>
                      {localised(item.title, language)}
                    </Link>
                    <span className={css.rowMeta}>{item.file.name}</span>
                  </li>
                ))}
              </ul>
            </nav>
          );
        })(view.data)
      )}
    </>
  );
}
