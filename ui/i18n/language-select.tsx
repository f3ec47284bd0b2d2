import { useId } from "react";
import { OFFERED_LANGUAGES, type OfferedLanguage } from "../../core/constants/language-constants";
import { visuallyHidden } from "../components/card.css";
import { languageSelect } from "./language-select.css";
import { useI18n } from "./i18n-context";

const LANGUAGE_NAME_KEYS: Readonly<Record<OfferedLanguage, string>> = {
  "el-GR": "ui_language_el",
  "en-US": "ui_language_en",
};

const isOffered = (value: string): value is OfferedLanguage =>
  OFFERED_LANGUAGES.some((lang) => lang === value);

/** The language dropdown of the header and of the public screens (el-GR, en-US). */
export function LanguageSelect({ onChange }: { readonly onChange?: (language: OfferedLanguage) => void }) {
  const { t, language, setLanguage } = useI18n();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={visuallyHidden}>
        {t("ui_language_label")}
      </label>
      <select
        id={id}
        className={languageSelect}
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (!isOffered(next)) return;
          setLanguage(next);
          onChange?.(next);
        }}
      >
        {OFFERED_LANGUAGES.map((lang) => (
          <option key={lang} value={lang}>
            {t(LANGUAGE_NAME_KEYS[lang])}
          </option>
        ))}
      </select>
    </>
  );
}
