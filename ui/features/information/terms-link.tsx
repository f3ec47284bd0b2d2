import { useState } from "react";
import type { PageWithBody } from "../../../core/information/information-wire";
import { AUTH_PORTS } from "../../../machines/auth/public-flows-ports";
import { usePorts } from "../../platform/ports";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./terms-link.css";
import { LoadPending } from "../../components/load-states";
import { langOf, localised } from "./localised";
import { RichText } from "../../components/rich-text";
import { useScreenLoad } from "../../components/use-screen-load";

/**
 * "Read the terms of use" on the registration screens (before signing in): opens the terms page's
 * body (GET public_pages/terms) in place, so the form and what was typed stay as they are.
 */
export function TermsLink() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const panelId = "terms-panel";
  return (
    <div>
      <button
        type="button"
        className={css.linkButton}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((now) => !now)}
      >
        {t("ui_terms_read")}
      </button>
      {open ? (
        <div id={panelId} className={css.panel}>
          <TermsBody />
          <button type="button" className={css.linkButton} onClick={() => setOpen(false)}>
            {t("ui_terms_close")}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function TermsBody() {
  const { language } = useI18n();
  const flows = usePorts(AUTH_PORTS);
  const view = useScreenLoad<PageWithBody>(() => flows.terms());
  return (
    <>
      {view.phase !== "ready" ? (
        <LoadPending view={view} />
      ) : (
        ((page) => (
          <section aria-label={localised(page.title, language)}>
            {page.body !== null ? (
              <RichText html={localised(page.body, language)} lang={langOf(language)} />
            ) : null}
          </section>
        ))(view.data)
      )}
    </>
  );
}
