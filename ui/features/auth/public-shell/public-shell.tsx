import type { ReactNode } from "react";
import { PRODUCT_VERSION_LABEL } from "../../../../core/constants/portal-constants";
import { card } from "../../../components/card.css";
import { LogoMark } from "../../../components/logo";
import { LanguageSelect } from "../../../i18n/language-select";
import { useI18n } from "../../../i18n/i18n-context";
import * as css from "./public-shell.css";

export interface PublicShellProps {
  readonly titleKey: string;
  readonly subtitleKey?: string;
  /** Forms with many fields (register) get a wider card. */
  readonly wide?: boolean;
  readonly children: ReactNode;
}

/** The frame of every screen before sign-in: a brand panel and a card with the form. */
export function PublicShell({ titleKey, subtitleKey, wide = false, children }: PublicShellProps) {
  const { t } = useI18n();
  return (
    <div className={css.page}>
      <aside className={css.brandPanel} aria-label={t("ui_app_name")}>
        <div className={css.brandRow}>
          <LogoMark size={40} />
          <span>{t("ui_app_name")}</span>
        </div>
        <div>
          <p className={css.brandHeadline}>{t("ui_brand_headline")}</p>
          <p className={css.brandText}>{t("ui_brand_text")}</p>
          <ul className={css.brandList}>
            <li className={css.brandListItem}>{t("ui_brand_point_posts")}</li>
            <li className={css.brandListItem}>{t("ui_brand_point_training")}</li>
            <li className={css.brandListItem}>{t("ui_brand_point_tickets")}</li>
          </ul>
        </div>
        <p className={css.brandFoot}>{t("ui_brand_foot")}</p>
        <span className={css.brandGlow} aria-hidden="true" />
      </aside>
      <div className={css.formSide}>
        <header className={css.topBar}>
          <div className={css.mobileBrand}>
            <LogoMark size={32} />
            <span>{t("ui_app_name")}</span>
          </div>
          <span className={css.spacer} />
          <LanguageSelect />
        </header>
        <main id="main" className={css.centre} tabIndex={-1}>
          <div className={wide ? css.panelWide : css.panel}>
            <div className={card}>
              <h1 className={css.title}>{t(titleKey)}</h1>
              {subtitleKey !== undefined ? <p className={css.subtitle}>{t(subtitleKey)}</p> : null}
              {children}
            </div>
          </div>
        </main>
        <footer className={css.footer}>
          {t("ui_app_name")} · <span>{PRODUCT_VERSION_LABEL}</span>
        </footer>
      </div>
    </div>
  );
}
