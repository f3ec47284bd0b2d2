// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider, useI18n } from "./i18n-context";
import { LanguageSelect } from "./language-select";
import { mergeTranslations, translate } from "./translate";

afterEach(cleanup);

function Probe({ k }: { readonly k: string }) {
  const { t } = useI18n();
  return <p>{t(k)}</p>;
}

describe("i18n", () => {
  it("shows a missing key as the key itself", () => {
    render(
      <I18nProvider>
        <Probe k="b2b_no_such_key" />
      </I18nProvider>,
    );
    expect(screen.getByText("b2b_no_such_key")).toBeTruthy();
  });

  it("speaks Greek by default and switches to English from the dropdown, keeping <html lang> in step", async () => {
    render(
      <I18nProvider>
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
});
