// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useActorRef, useSelector } from "@xstate/react";
import { Temporal } from "temporal-polyfill";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { AppLanguage } from "../../core/constants/language-constants";
import type { FranchiseStore } from "../../core/schemas/store";
import type { Translations } from "../../core/schemas/translations";
import { sessionMachine } from "../../machines/session/session.machine";
import { storeSelectionMachine } from "../../machines/session/store-selection.machine";
import { useI18n } from "../i18n/i18n-context";
import { LanguageSelect } from "../i18n/language-select";
import { useDashboardData, type DashboardPort } from "../features/shell/dashboard/dashboard-data";
import { LanguageBridge } from "./language-bridge";

afterEach(cleanup);

const stores = [
  { id: 1, title: "Athens Centre", warehouse_id: 11 },
  { id: 2, title: "Piraeus Port", warehouse_id: 12 },
] as unknown as ReadonlyArray<FranchiseStore>;

/** The dashboard's data hook fed by the store-selection machine, as the composition root feeds it. */
function Dashboard({
  port,
  onReady,
}: {
  port: DashboardPort;
  onReady: (select: (id: number) => void) => void;
}) {
  const actor = useActorRef(
    storeSelectionMachine.provide({
      actors: { loadFranchiseStores: fromPromise(async () => stores) },
    }),
    { input: { selected: undefined } },
  );
  const storeVersion = useSelector(actor, (s) => s.context.storeVersion);
  const selected = useSelector(actor, (s) => s.context.selected?.location);
  const state = useDashboardData(port, { firstName: "Maria", role: "franchisee" }, storeVersion);
  onReady((location) => actor.send({ type: "user.selectStore", location }));
  return (
    <p>
      {state.phase} store {selected ?? "-"} posts {state.posts.length}
    </p>
  );
}

describe("store selection → dashboard data", () => {
  it("defaults to the first store and reloads the dashboard when the user picks another", async () => {
    const port: DashboardPort = {
      posts: vi.fn<DashboardPort["posts"]>(async () => []),
      trainingMaterial: vi.fn<DashboardPort["trainingMaterial"]>(async () => []),
      now: async () => Temporal.Instant.from("2026-05-01T10:00:00Z"),
    };
    const picker: { select: (id: number) => void } = { select: () => undefined };
    render(<Dashboard port={port} onReady={(fn) => (picker.select = fn)} />);
    await screen.findByText("ready store 1 posts 0");
    expect(port.posts).toHaveBeenCalledTimes(1);
    // A franchisee's dashboard has posts only (core's dashboardWidgetsFor).
    expect(port.trainingMaterial).not.toHaveBeenCalled();
    act(() => picker.select(2));
    await screen.findByText("ready store 2 posts 0");
    expect(port.posts).toHaveBeenCalledTimes(2);
    // Picking a store that is not the user's changes nothing and loads nothing.
    act(() => picker.select(99));
    expect(port.posts).toHaveBeenCalledTimes(2);
  });
});

function Greeting() {
  const { t } = useI18n();
  return <h1>{t("ui_login_submit")}</h1>;
}

describe("language switch → session", () => {
  it("stores the language, reloads translations in it and speaks it", async () => {
    const loadTranslations = vi.fn<
      (args: { readonly input: { readonly language: AppLanguage } }) => Promise<Translations>
    >(async ({ input }) =>
      input.language === "en-US" ? { ui_login_submit: { gr: "Είσοδος", en: "Sign in (server)" } } : {},
    );
    const storeLanguage = vi.fn<(language: string) => void>();
    const session = createActor(
      sessionMachine.provide({
        actors: { loadTranslations: fromPromise(loadTranslations) },
        actions: { storeLanguage: (_, params) => storeLanguage(params.language) },
      }),
      { input: { hasStoredLogin: false, isCorporateReturn: false, language: "el-GR" } },
    ).start();
    const onLanguageChange = vi.fn<(language: string) => void>();
    render(
      <LanguageBridge session={session} initialLanguage="el-GR" onLanguageChange={onLanguageChange}>
        <LanguageSelect />
        <Greeting />
      </LanguageBridge>,
    );
    await userEvent.selectOptions(screen.getByRole("combobox"), "en-US");
    expect(onLanguageChange).toHaveBeenCalledWith("en-US");
    expect(storeLanguage).toHaveBeenCalledWith("en-US");
    await waitFor(() => expect(screen.getByRole("heading").textContent).toBe("Sign in (server)"));
    expect(session.getSnapshot().context.language).toBe("en-US");
    session.stop();
  });
});
