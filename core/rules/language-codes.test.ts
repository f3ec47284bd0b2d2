import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { APP_LANGUAGES } from "../constants/language-constants";
import type { AppLanguage } from "../constants/language-constants";
import {
  appLanguageFromHeader,
  appLanguageOrDefault,
  dictionaryCode,
  isOfferedLanguage,
  languageHeaderCode,
} from "./language-codes";

describe("language codes (spec 1, 3, 7, 9)", () => {
  it("maps app languages to dictionary codes and header codes", () => {
    expect(dictionaryCode("el-GR")).toBe("gr");
    expect(dictionaryCode("en-US")).toBe("en");
    expect(dictionaryCode("fr-FR")).toBe("fr");
    expect(languageHeaderCode("el-GR")).toBe("el"); // gr is sent as el
    expect(languageHeaderCode("en-US")).toBe("en");
    expect(languageHeaderCode("fr-FR")).toBe("fr");
  });

  it("offers Greek and English, not French", () => {
    expect(isOfferedLanguage("el-GR")).toBe(true);
    expect(isOfferedLanguage("en-US")).toBe(true);
    expect(isOfferedLanguage("fr-FR")).toBe(false);
  });

  it("an unknown stored language is the default, Greek", () => {
    expect(appLanguageOrDefault("de-DE")).toBe("el-GR");
    expect(appLanguageOrDefault(undefined)).toBe("el-GR");
    expect(appLanguageOrDefault("en-US")).toBe("en-US");
  });

  it("reads the Language header: el and gr are Greek, nothing or unknown is English", () => {
    expect(appLanguageFromHeader("el")).toBe("el-GR");
    expect(appLanguageFromHeader("gr")).toBe("el-GR");
    expect(appLanguageFromHeader("EL-gr")).toBe("el-GR");
    expect(appLanguageFromHeader("fr")).toBe("fr-FR");
    expect(appLanguageFromHeader("en")).toBe("en-US");
    expect(appLanguageFromHeader(undefined)).toBe("en-US");
    expect(appLanguageFromHeader("de")).toBe("en-US");
  });

  it("header code round-trips for every app language", () => {
    fc.assert(
      fc.property(fc.constantFrom<AppLanguage>(...APP_LANGUAGES), (language) => {
        expect(appLanguageFromHeader(languageHeaderCode(language))).toBe(language);
        expect(appLanguageFromHeader(dictionaryCode(language))).toBe(language);
      }),
      { numRuns: 100 },
    );
  });

  it("never throws and always answers an app language", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(APP_LANGUAGES).toContain(appLanguageFromHeader(value as string));
        expect(APP_LANGUAGES).toContain(appLanguageOrDefault(value));
        expect(() => dictionaryCode(value as AppLanguage)).not.toThrow();
        expect(() => languageHeaderCode(value as AppLanguage)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });
});
