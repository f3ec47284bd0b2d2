import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import { LOADER_DELAY_MS } from "../../core/constants/portal-constants";
import type { TokenData } from "../../core/schemas/token-data";
import { modelReport, replay, uncoveredByAll } from "../../tests/machines/model-paths";
import { ANONYMOUS, DATA, httpError, networkError, sessionModel, TOKENS, USER } from "./session.model";
import type { SessionInput } from "./session.machine";
import { corporateLoginErrorKey, passwordLoginErrorKey, sessionMachine } from "./session.machine";

type Actors = NonNullable<Parameters<typeof sessionMachine.provide>[0]["actors"]>;

function start(input: SessionInput, actors: Partial<Actors> = {}) {
  const effects = {
    storeTokens: vi.fn<(tokens: TokenData) => void>(),
    clearSession: vi.fn<() => void>(),
    goRoot: vi.fn<() => void>(),
    goToDashboard: vi.fn<() => void>(),
    storeLanguage: vi.fn<(language: string) => void>(),
  };
  const translationsFor = vi.fn<(language: string) => void>();
  const machine = sessionMachine.provide({
    actors: {
      loadTranslations: fromPromise(async ({ input: { language } }) => {
        translationsFor(language);
        return DATA.translations;
      }),
      login: fromPromise(async () => TOKENS),
      loadUser: fromPromise(async () => USER),
      loadSessionData: fromPromise(async () => DATA),
      logout: fromPromise<void>(async () => undefined),
      startCorporateSignIn: fromPromise<void>(async () => undefined),
      completeCorporateSignIn: fromPromise<string | undefined>(async () => "id-token"),
      loginCorporate: fromPromise(async () => TOKENS),
      ...actors,
    },
    actions: {
      storeTokens: (_, params) => effects.storeTokens(params.tokens),
      clearSession: () => effects.clearSession(),
      goRoot: () => effects.goRoot(),
      goToDashboard: () => effects.goToDashboard(),
      storeLanguage: (_, params) => effects.storeLanguage(params.language),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input, clock }).start();
  return { actor, clock, effects, translationsFor };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("session machine", () => {
  it("anonymous: loads translations, shows the loader for the loader delay, then the form", async () => {
    const { actor, clock } = start(ANONYMOUS);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ anonymous: "showingLoader" });
    clock.increment(LOADER_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toEqual({ anonymous: "showingLoader" });
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ anonymous: "ready" });
  });

  it("password login: token, user, company/translations/pages, then /dashboard", async () => {
    const { actor, clock, effects } = start(ANONYMOUS);
    await settle();
    clock.increment(LOADER_DELAY_MS);
    actor.send({ type: "user.submitPassword", username: "6912345678", password: "secret" });
    expect(actor.getSnapshot().value).toEqual({ signingIn: "password" });
    await settle();
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ authenticated: "idle" });
    expect(snapshot.context.user).toBe(USER);
    expect(snapshot.context.company).toEqual(DATA.company);
    expect(effects.storeTokens).toHaveBeenCalledWith(TOKENS);
    expect(effects.goToDashboard).toHaveBeenCalledTimes(1);
  });

  it("an invalid login form stays with field errors", async () => {
    const { actor, clock } = start(ANONYMOUS);
    await settle();
    clock.increment(LOADER_DELAY_MS);
    actor.send({ type: "user.submitPassword", username: "", password: "" });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ anonymous: "ready" });
    expect(snapshot.context.loginErrors?.username).toContain("b2b_login_username_required");
  });

  it.each([
    [httpError(422), "b2b_wrong_username_password"],
    [httpError(429, "b2b_too_many_attempts"), "b2b_too_many_attempts"],
    [networkError, "b2b_network_error"],
  ])("password login failure %o shows %s", async (error, key) => {
    const { actor, clock } = start(ANONYMOUS, {
      login: fromPromise(() => Promise.reject(error)),
    });
    await settle();
    clock.increment(LOADER_DELAY_MS);
    actor.send({ type: "user.submitPassword", username: "6912345678", password: "secret" });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ anonymous: "ready" });
    expect(actor.getSnapshot().context.errorKey).toBe(key);
  });

  it("an invalid try after a refused one shows its field errors without the old refusal (issue 33)", async () => {
    const { actor, clock } = start(ANONYMOUS, {
      login: fromPromise(() => Promise.reject(httpError(422))),
    });
    await settle();
    clock.increment(LOADER_DELAY_MS);
    actor.send({ type: "user.submitPassword", username: "6912345678", password: "wrong" });
    await settle();
    expect(actor.getSnapshot().context.errorKey).toBe("b2b_wrong_username_password");
    actor.send({ type: "user.submitPassword", username: "", password: "wrong" });
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.errorKey).toBeUndefined();
    expect(snapshot.context.loginErrors?.username).toContain("b2b_login_username_required");
  });

  it("corporate error keys follow spec 8", () => {
    expect(corporateLoginErrorKey(httpError(404))).toBe("b2b_user_not_found");
    expect(corporateLoginErrorKey(httpError(422))).toBe("b2b_wrong_username_password");
    expect(corporateLoginErrorKey(networkError)).toBe("b2b_network_error");
    expect(passwordLoginErrorKey(new Error("bug"))).toBe("b2b_something_went_wrong");
  });

  it("corporate redirect return: id token exchanged, then the user is loaded", async () => {
    const { actor, effects } = start({ ...ANONYMOUS, isCorporateReturn: true });
    expect(actor.getSnapshot().value).toEqual({ signingIn: { corporate: "completing" } });
    for (let i = 0; i < 4; i += 1) await settle();
    expect(actor.getSnapshot().value).toEqual({ authenticated: "idle" });
    expect(effects.goToDashboard).toHaveBeenCalledTimes(1);
  });

  it("restoring a stored login does not jump to /dashboard", async () => {
    const { actor, effects } = start({ ...ANONYMOUS, hasStoredLogin: true });
    expect(actor.getSnapshot().value).toBe("loadingUser");
    await settle();
    await settle();
    expect(actor.getSnapshot().value).toEqual({ authenticated: "idle" });
    expect(effects.goToDashboard).not.toHaveBeenCalled();
  });

  it("failure to load the user on first navigation clears the session and goes to /", async () => {
    const { actor, effects } = start(
      { ...ANONYMOUS, hasStoredLogin: true },
      {
        loadUser: fromPromise(() => Promise.reject(httpError(500))),
      },
    );
    await settle();
    expect(effects.clearSession).toHaveBeenCalledTimes(1);
    expect(effects.goRoot).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.user).toBeUndefined();
  });

  it("a language switch on the login form reloads the texts without the loader, so the form stays", async () => {
    const { actor, clock, effects, translationsFor } = start(ANONYMOUS);
    await settle();
    clock.increment(LOADER_DELAY_MS);
    actor.send({ type: "user.setLanguage", language: "en-US" });
    expect(actor.getSnapshot().value).toEqual({ anonymous: "reloadingTranslations" });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ anonymous: "ready" });
    expect(effects.storeLanguage).toHaveBeenCalledWith("en-US");
    expect(translationsFor).toHaveBeenLastCalledWith("en-US");
  });

  it("user.setLanguage stores it and reloads translations in that language", async () => {
    const { actor, effects, translationsFor } = start({ ...ANONYMOUS, hasStoredLogin: true });
    await settle();
    await settle();
    actor.send({ type: "user.setLanguage", language: "en-US" });
    expect(actor.getSnapshot().value).toEqual({ authenticated: "reloadingTranslations" });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ authenticated: "idle" });
    expect(effects.storeLanguage).toHaveBeenCalledWith("en-US");
    expect(translationsFor).toHaveBeenLastCalledWith("en-US");
  });

  it("logout: server call, clear, reload to / — even when the call fails", async () => {
    const { actor, effects } = start(
      { ...ANONYMOUS, hasStoredLogin: true },
      {
        logout: fromPromise(() => Promise.reject(networkError)),
      },
    );
    await settle();
    await settle();
    actor.send({ type: "user.logout" });
    await settle();
    expect(actor.getSnapshot().value).toBe("signedOut");
    expect(effects.clearSession).toHaveBeenCalledTimes(1);
    expect(effects.goRoot).toHaveBeenCalledTimes(1);
  });
});

describe("session machine model", () => {
  const reports = sessionModel.models.map((options) => ({
    options,
    report: modelReport(sessionMachine, options),
  }));

  it("visits every state and takes every transition", () => {
    expect(uncoveredByAll(reports.map((r) => r.report))).toEqual({ states: [], transitions: [] });
  });

  for (const { options, report } of reports) {
    describe(`from ${JSON.stringify(options.input)}`, () => {
      for (const { path, description } of report.transitions) {
        it(`reaches the end of ${description}`, () => {
          expect(replay(sessionMachine, path, options).value).toEqual(path.state.value);
        });
      }
    });
  }
});
