import { Link } from "wouter";
import type { PageWithBody } from "../../../core/information/information-wire";
import { card, cardTitle } from "../../components/card.css";
import { PageHeader } from "../../components/page-header";
import { useSessionView } from "../../platform/session-view";
import { useI18n } from "../../i18n/i18n-context";
import { DICTIONARY_CODE } from "../../../core/constants/language-constants";
import * as css from "./information.css";
import { LoadPending } from "../../components/load-states";
import { langOf, localised } from "./localised";
import { RichText } from "../../components/rich-text";
import { useScreenLoad } from "../../components/use-screen-load";
import { usePorts } from "../../platform/ports";
import { INFORMATION_PORTS } from "../../../machines/information/information-ports";

/** The custom page that tells who the group is (docs/decisions.md, "The small screens"). */
const ABOUT_PAGE = "about";

/** /about: the group's about page, its company links (url, twitter, facebook) and the other pages. */
export function AboutRoute() {
  const { t, language } = useI18n();
  const { state } = useSessionView();
  const port = usePorts(INFORMATION_PORTS);
  const view = useScreenLoad<PageWithBody>(() => port.page(ABOUT_PAGE));
  const company = state.status === "signedIn" ? state.shell.company : undefined;
  const pages = state.status === "signedIn" ? state.pages.filter((p) => p.identifier !== ABOUT_PAGE) : [];
  const links = [
    { href: company?.url, key: "ui_about_website" },
    { href: company?.facebook, key: "ui_social_facebook" },
    { href: company?.twitter, key: "ui_social_twitter" },
  ].filter(
    (link): link is { href: string; key: string } => typeof link.href === "string" && link.href !== "",
  );
  return (
    <>
      <PageHeader title={t("ui_route_about")} leadKey="ui_about_lead" />
      <div className={css.columns}>
        {view.phase !== "ready" ? (
          <LoadPending view={view} />
        ) : (
          ((page) => (
            <article className={card} aria-label={localised(page.title, language)}>
              <h2 className={cardTitle}>{localised(page.title, language)}</h2>
              {page.body !== null ? (
                <RichText html={localised(page.body, language)} lang={langOf(language)} />
              ) : null}
            </article>
          ))(view.data)
        )}
        <aside className={card} aria-label={t("ui_about_links")}>
          <h2 className={cardTitle}>{t("ui_about_links")}</h2>
          <ul className={css.list}>
            {links.map((link) => (
              <li key={link.key}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {t(link.key)} ↗
                </a>
              </li>
            ))}
          </ul>
          {pages.length > 0 ? (
            <>
              <h2 className={cardTitle} style={{ marginTop: "16px" }}>
                {t("ui_about_pages")}
              </h2>
              <ul className={css.list}>
                {pages.map((page) => {
                  const title = page.title[DICTIONARY_CODE[language]] ?? page.identifier;
                  return (
                    <li key={page.id}>
                      {page.url !== null ? (
                        <a href={page.url} target="_blank" rel="noopener noreferrer">
                          {title} ↗
                        </a>
                      ) : (
                        <Link href={`/page/${page.identifier}`}>{title}</Link>
                      )}
                    </li>
                  );
                })}
              </ul>
            </>
          ) : null}
        </aside>
      </div>
    </>
  );
}
