import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { CataloguePart } from "../../core/i18n/catalogue-entry";
import { DEFAULT_LANGUAGE, type OfferedLanguage } from "../../core/constants/language-constants";
import { pluralKey } from "../../core/i18n/plural-key";
import { formatNumber } from "../../core/i18n/number-format";
import { fillIn, mergeTranslations, translate, type Translations } from "./translate";

export interface I18n {
  readonly language: OfferedLanguage;
  /**
   * Text of a message key; `{name}` placeholders are filled from `values`. A numeric `count` picks
   * the key's plural text (`<key>_one`, `<key>_other`, core/i18n/plural-key.ts) when it has them,
   * and is written grouped in the language ("1.200" / "1,200", core/i18n/number-format.ts). Other
   * numbers are filled in as given (ids, years): a caller formats them itself.
   */
  readonly t: (key: string, values?: Readonly<Record<string, string | number>>) => string;
  readonly setLanguage: (language: OfferedLanguage) => void;
}

const I18nContext = createContext<I18n | null>(null);

export interface I18nProviderProps {
  /**
   * The texts shipped with the app: the whole catalogue (core/i18n/catalogue.ts), or on the login
   * page its part (core/i18n/login-catalogue.ts) until the whole one loads (shipped-catalogue.ts).
   */
  readonly catalogue: CataloguePart;
  readonly initialLanguage?: OfferedLanguage | undefined;
  /**
   * The language when someone else owns it (the session machine, which also hears of a language
   * chosen in another tab); without it the provider keeps the user's choice itself.
   */
  readonly language?: OfferedLanguage | undefined;
  /** The server's `GET translations` answer; until it arrives the shipped catalogue speaks alone. */
  readonly serverTranslations?: Translations | undefined;
  /** Called when the user picks a language, so the composition root can store it. */
  readonly onLanguageChange?: ((language: OfferedLanguage) => void) | undefined;
  readonly children: ReactNode;
}

export function I18nProvider({
  catalogue,
  initialLanguage = DEFAULT_LANGUAGE as OfferedLanguage,
  language: ownedLanguage,
  serverTranslations,
  onLanguageChange,
  children,
}: I18nProviderProps) {
  const [chosenLanguage, setLanguageState] = useState<OfferedLanguage>(initialLanguage);
  const language = ownedLanguage ?? chosenLanguage;
  const translations = useMemo(
    () => mergeTranslations(catalogue, serverTranslations),
    [catalogue, serverTranslations],
  );

  // Screen readers and hyphenation follow <html lang>, so it changes with the app's language.
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const setLanguage = useCallback(
    (next: OfferedLanguage) => {
      setLanguageState(next);
      onLanguageChange?.(next);
    },
    [onLanguageChange],
  );

  const value = useMemo<I18n>(
    () => ({
      language,
      setLanguage,
      t: (key, values) => {
        const count = values?.["count"];
        const chosen =
          typeof count === "number"
            ? pluralKey(key, count, language, (candidate) => Object.hasOwn(translations, candidate))
            : key;
        const text = translate(translations, language, chosen);
        if (values === undefined) return text;
        return fillIn(
          text,
          typeof count === "number" ? { ...values, count: formatNumber(count, language) } : values,
        );
      },
    }),
    [language, setLanguage, translations],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (i18n === null) throw new Error("useI18n needs an <I18nProvider> above it");
  return i18n;
}
