import { useI18n } from "../i18n/i18n-context";
import * as css from "./layout.css";
import type { CompanyDetails } from "./shell-state";

export function Footer({ company }: { readonly company: CompanyDetails | undefined }) {
  const { t } = useI18n();
  return (
    <footer className={css.footer}>
      <span>{t("ui_footer_text")}</span>
      {typeof company?.url === "string" && company.url !== "" ? (
        <a className={css.footerLink} href={company.url} target="_blank" rel="noopener noreferrer">
          {t("ui_footer_company_site")}
        </a>
      ) : null}
    </footer>
  );
}
