import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { OfferedLanguage } from "../../core/constants/language-constants";
import { I18nProvider } from "../i18n/i18n-context";
import { catalogue } from "../../core/i18n/catalogue";

/** Renders a view the way the app does: with the catalogue and a router, in English unless asked. */
export function renderView(ui: ReactElement, language: OfferedLanguage = "en-US"): RenderResult {
  const { hook } = memoryLocation({ path: "/" });
  return render(
    <I18nProvider catalogue={catalogue} initialLanguage={language}>
      <Router hook={hook}>{ui}</Router>
    </I18nProvider>,
  );
}
