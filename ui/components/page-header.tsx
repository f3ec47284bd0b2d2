import { useEffect } from "react";
import { useI18n } from "../i18n/i18n-context";
import { pageHeader, pageLead, pageTitle } from "./page.css";

/** The h1 of a signed-in screen; it also names the browser tab so history and tabs read well. */
export function PageHeader({ title, leadKey }: { readonly title: string; readonly leadKey?: string }) {
  const { t } = useI18n();
  useEffect(() => {
    document.title = `${title} · ${t("ui_app_name")}`;
  }, [title, t]);
  return (
    <div className={pageHeader}>
      <h1 className={pageTitle}>{title}</h1>
      {leadKey !== undefined ? <p className={pageLead}>{t(leadKey)}</p> : null}
    </div>
  );
}
