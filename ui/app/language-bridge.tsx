import { useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import type { Actor } from "xstate";
import type { AppLanguage, OfferedLanguage } from "../../core/constants/language-constants";
import type { sessionMachine } from "../../machines/session/session.machine";
import { I18nProvider } from "../i18n/i18n-context";
import { useShippedCatalogue } from "../i18n/shipped-catalogue";

export interface LanguageBridgeProps {
  readonly session: Actor<typeof sessionMachine>;
  readonly initialLanguage: OfferedLanguage;
  /** Called before the session hears of it, so the next request already carries the new header. */
  readonly onLanguageChange: (language: OfferedLanguage) => void;
  readonly children: ReactNode;
}

/**
 * The language dropdown speaks to the session machine: it stores the choice and reloads the
 * translations, which flow back into the catalogue the views read.
 */
export function LanguageBridge({
  session,
  initialLanguage,
  onLanguageChange,
  children,
}: LanguageBridgeProps) {
  const translations = useSelector(session, (snapshot) => snapshot.context.translations);
  // The session's language is the one shown: picked here, or in another tab (storage event).
  const shown = useSelector(session, (snapshot) => offeredLanguage(snapshot.context.language));
  const catalogue = useShippedCatalogue();
  return (
    <I18nProvider
      catalogue={catalogue}
      initialLanguage={initialLanguage}
      language={shown}
      serverTranslations={translations}
      onLanguageChange={(language) => {
        onLanguageChange(language);
        session.send({ type: "user.setLanguage", language });
      }}
    >
      {children}
    </I18nProvider>
  );
}

/** The dropdown offers Greek and English; any other stored language shows as the default, Greek. */
function offeredLanguage(language: AppLanguage): OfferedLanguage {
  return language === "en-US" ? "en-US" : "el-GR";
}
