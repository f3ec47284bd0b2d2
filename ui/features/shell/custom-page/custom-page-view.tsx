import { card } from "../../../components/card.css";
import { PageHeader } from "../../../components/page-header";
import { emptyState } from "../../../components/page.css";
import { useI18n } from "../../../i18n/i18n-context";
import { DICTIONARY_CODE } from "../../../../core/constants/language-constants";
import type { ShellCustomPage } from "../../../layout/shell-state";
import { ErrorView } from "../error/error-view";

/**
 * /page/{identifier}: a custom page from GET pages. The contract gives pages a title and an
 * optional external URL but no body yet, so the page shows its title and, when it points outside,
 * a link there.
 */
export function CustomPageView({
  identifier,
  pages,
}: {
  readonly identifier: string;
  readonly pages: readonly (ShellCustomPage & { readonly content?: string | null })[];
}) {
  const { t, language } = useI18n();
  const page = pages.find(
    (candidate) => candidate.identifier === identifier || String(candidate.id) === identifier,
  );
  if (page === undefined) return <ErrorView />;
  const title = page.title[DICTIONARY_CODE[language]] ?? page.identifier;
  return (
    <>
      <PageHeader title={title} />
      <section className={card}>
        {typeof page.content === "string" && page.content.trim() !== "" ? (
          page.content.split(/\n{2,}/).map((paragraph, index) => <p key={index}>{paragraph}</p>)
        ) : page.url ? (
          <p>
            <a href={page.url} target="_blank" rel="noopener noreferrer">
              {t("ui_page_open_external")}
            </a>
          </p>
        ) : (
          <p className={emptyState}>{t("ui_page_empty")}</p>
        )}
      </section>
    </>
  );
}
