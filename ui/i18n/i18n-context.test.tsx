// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider, useI18n } from "./i18n-context";
import { catalogue } from "../../core/i18n/catalogue";
import { LanguageSelect } from "./language-select";
import { mergeTranslations, translate } from "./translate";

afterEach(cleanup);

function Probe({ k, count }: { readonly k: string; readonly count?: number }) {
  const { t } = useI18n();
  return <p>{count === undefined ? t(k) : t(k, { count })}</p>;
}

describe("i18n", () => {
  it("shows a missing key as the key itself", () => {
    render(
      <I18nProvider catalogue={catalogue}>
        <Probe k="b2b_no_such_key" />
      </I18nProvider>,
    );
    expect(screen.getByText("b2b_no_such_key")).toBeTruthy();
  });

  it("speaks Greek by default and switches to English from the dropdown, keeping <html lang> in step", async () => {
    render(
      <I18nProvider catalogue={catalogue}>
        <LanguageSelect />
        <Probe k="ui_login_submit" />
      </I18nProvider>,
    );
    expect(screen.getByText("Σύνδεση")).toBeTruthy();
    expect(document.documentElement.lang).toBe("el-GR");
    await userEvent.selectOptions(screen.getByLabelText("Γλώσσα"), "en-US");
    expect(screen.getByText("Login")).toBeTruthy();
    expect(document.documentElement.lang).toBe("en-US");
  });

  it("lets the server's texts win over the shipped catalogue, text by text", () => {
    const merged = mergeTranslations({ k: { en: "Base", gr: "Βάση" } }, { k: { en: "Server", gr: "" } });
    expect(translate(merged, "en-US", "k")).toBe("Server");
    expect(translate(merged, "el-GR", "k")).toBe("Βάση");
  });

  it("picks the plural form of a count, in Greek and in English (1 ticket, 2 tickets)", async () => {
    const { rerender } = render(
      <I18nProvider catalogue={catalogue}>
        <Probe k="ui_tickets_shown" count={1} />
      </I18nProvider>,
    );
    expect(screen.getByText("Εμφανίζεται 1 αίτημα")).toBeTruthy();
    rerender(
      <I18nProvider catalogue={catalogue}>
        <Probe k="ui_tickets_shown" count={2} />
      </I18nProvider>,
    );
    expect(screen.getByText("Εμφανίζονται 2 αιτήματα")).toBeTruthy();
    cleanup();
    render(
      <I18nProvider catalogue={catalogue} initialLanguage="en-US">
        <Probe k="ui_tickets_shown" count={1} />
        <Probe k="ui_tickets_shown_more" count={0} />
      </I18nProvider>,
    );
    expect(screen.getByText("1 ticket shown")).toBeTruthy();
    expect(screen.getByText("0 tickets shown, scroll for more")).toBeTruthy();
  });

  it("writes a count grouped in the language (issue #33 item 7)", () => {
    render(
      <I18nProvider catalogue={catalogue}>
        <Probe k="ui_tickets_shown" count={1200} />
      </I18nProvider>,
    );
    expect(screen.getByText("Εμφανίζονται 1.200 αιτήματα")).toBeTruthy();
    cleanup();
    render(
      <I18nProvider catalogue={catalogue} initialLanguage="en-US">
        <Probe k="ui_tickets_shown" count={12000} />
      </I18nProvider>,
    );
    expect(screen.getByText("12,000 tickets shown")).toBeTruthy();
  });
});
