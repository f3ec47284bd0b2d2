/*
 * The login screen as React draws it first for a visitor without a stored login: the public shell
 * (brand, title, subtitle, language, footer) in the default language with the loader where the form
 * goes (translations on their way, then the spec's ~1 s loader). Built for Node by
 * prerender-shell.ts with the app's own Vite plugins, so the class names are the app's.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { DEFAULT_LANGUAGE, type OfferedLanguage } from "../../core/constants/language-constants";
import { I18nProvider } from "../../ui/i18n/i18n-context";
import { loginCatalogue } from "../../core/i18n/login-catalogue";
import { LoginView, type LoginViewState } from "../../ui/features/auth/login/login-view";

const FIRST_STATE: LoginViewState = {
  phase: "loading",
  message: undefined,
  corporateAvailable: false,
  resetByEmail: { phase: "idle", message: undefined },
};

export function renderLoginShell(): string {
  return renderToStaticMarkup(
    <I18nProvider catalogue={loginCatalogue} initialLanguage={DEFAULT_LANGUAGE as OfferedLanguage}>
      <LoginView state={FIRST_STATE} send={() => undefined} />
    </I18nProvider>,
  );
}
