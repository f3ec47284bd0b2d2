import { useParams } from "wouter";
import type { PageWithBody } from "../../../core/information/information-wire";
import { card } from "../../components/card.css";
import { PageHeader } from "../../components/page-header";
import { emptyState } from "../../components/page.css";
import { useI18n } from "../../i18n/i18n-context";
import { LoadPending } from "../../components/load-states";
import { langOf, localised } from "./localised";
import { RichText } from "../../components/rich-text";
import { useScreenLoad } from "../../components/use-screen-load";
import { usePorts } from "../../platform/ports";
import { INFORMATION_PORTS } from "../../../machines/information/information-ports";

/** /page/{identifier}: a custom page from GET pages/{identifier}, its body (sanitised HTML) or its link. */
export function CustomPageRoute() {
  const { id = "" } = useParams<{ id: string }>();
  const identifier = decodeURIComponent(id);
  return <CustomPage key={identifier} identifier={identifier} />;
}

function CustomPage({ identifier }: { readonly identifier: string }) {
  const { t, language } = useI18n();
  const port = usePorts(INFORMATION_PORTS);
  const view = useScreenLoad<PageWithBody>(() => port.page(identifier));
  return (
    <>
      {view.phase !== "ready" ? (
        <LoadPending view={view} />
      ) : (
        ((page) => (
          <>
            <PageHeader title={localised(page.title, language)} />
            <section className={card}>
              {page.body !== null ? (
                <RichText html={localised(page.body, language)} lang={langOf(language)} />
              ) : page.url !== null ? (
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
        ))(view.data)
      )}
    </>
  );
}
