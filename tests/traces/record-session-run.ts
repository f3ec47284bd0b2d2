import { Temporal } from "temporal-polyfill";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import { createTraceRecorder } from "../../adapters/trace-recorder/trace-recorder";
import { LOADER_DELAY_MS } from "../../core/constants/portal-constants";
import type { TokenData } from "../../core/schemas/token-data";
import type { User } from "../../core/schemas/user";
import type { TraceFile } from "../../core/traces/trace-format";
import type { SessionData } from "../../machines/session/session.machine";
import { sessionMachine } from "../../machines/session/session.machine";

/*
 * A real run of the session machine, recorded the way the app records it (inspect → recorder),
 * with promise actors standing in for the server and a SimulatedClock for time: a password
 * sign-in that fails once (wrong password), succeeds, loads the user and session data, switches
 * language and signs out. The committed trace tests/traces/session-password-login.json is this run.
 */

const TOKENS: TokenData = {
  access_token: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmF0dXJl",
  refresh_token: "r3fr3sh-T0ken-abcdef123456",
};
const USER = {
  id: 7,
  first_name: "Maria",
  last_name: "Papadopoulou",
  email: "maria@example.com",
  mobile: "6912345678",
} as unknown as User;
const DATA: SessionData = {
  company: { url: null, twitter: null, facebook: null } as unknown as SessionData["company"],
  translations: { b2b_hello: { gr: "Γεια", en: "Hello" } },
  pages: [],
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

export async function recordSessionRun(): Promise<TraceFile> {
  const clock = new SimulatedClock();
  const recorder = createTraceRecorder({
    appVersion: "1.1.0",
    now: () => clock.now(),
    startedAt: Temporal.Instant.from("2025-01-31T09:15:00Z"),
  });
  let logins = 0;
  const machine = sessionMachine.provide({
    actors: {
      loadTranslations: fromPromise(async () => DATA.translations),
      login: fromPromise(async () => {
        logins += 1;
        if (logins === 1) throw { _tag: "HttpError", status: 422, messageKey: "b2b_wrong_username_password" };
        return TOKENS;
      }),
      loadUser: fromPromise(async () => USER),
      loadSessionData: fromPromise(async () => DATA),
      logout: fromPromise<void>(async () => undefined),
    },
  });
  const actor = createActor(machine, {
    input: { hasStoredLogin: false, isCorporateReturn: false, language: "el-GR" },
    clock,
    inspect: recorder.inspect,
  });
  actor.start();
  await settle();
  clock.increment(LOADER_DELAY_MS);
  clock.increment(2_000);
  actor.send({ type: "user.submitPassword", username: "maria@example.com", password: "Wrong-pass1" });
  await settle();
  clock.increment(4_000);
  actor.send({ type: "user.submitPassword", username: "maria@example.com", password: "S3cret-pass!" });
  await settle();
  await settle();
  await settle();
  clock.increment(30_000);
  actor.send({ type: "user.setLanguage", language: "en-US" });
  await settle();
  clock.increment(5_000);
  actor.send({ type: "user.logout" });
  await settle();
  actor.stop();
  return recorder.export();
}
