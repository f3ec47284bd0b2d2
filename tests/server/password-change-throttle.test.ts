import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/seed/demo-data";
import { availableDatabases } from "./support/database-targets";
import { bearer, login, loginTokens } from "./support/http";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();
const HOUR = 3_600_000;
// Demo data: 6900000004 staff of store 2; 6900000005 a trainee.
const STAFF = "6900000004";
const TRAINEE = "6900000005";
const NEXT = "Kalimera#2026";

/**
 * Issue 29 item 3: POST user/password was a password oracle for whoever held an access token (40
 * wrong guesses in 0.8 s, all 403, and "same as current" confirming the right one).
 */
describe.each(databases)("password change throttle on $name", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.stop());
  // A fresh 15-minute window for each example.
  beforeEach(() => server.clock.advance(HOUR));

  const change = (accessToken: string, current: string, next = NEXT) =>
    fetch(`${server.api}/user/password`, {
      method: "POST",
      headers: { ...bearer(accessToken), "Content-Type": "application/json" },
      body: JSON.stringify({ current, next, confirmation: next }),
    });
  const statuses = async (accessToken: string, guesses: number) => {
    const seen: number[] = [];
    for (let i = 0; i < guesses; i += 1) seen.push((await change(accessToken, `Wrong#${i}x2026`)).status);
    return seen;
  };

  it("five wrong current passwords per session, ten per account, then 429 with Retry-After even for the right one; sign-in stays open", async () => {
    const stolen = (await loginTokens(server.api, STAFF)).access_token;
    expect(await statuses(stolen, 5)).toEqual([403, 403, 403, 403, 403]);
    const refused = await change(stolen, "Wrong#9x2026");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ status: "error", message: "b2b_too_many_attempts" });
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The right password is refused too: otherwise the 429 would tell right from wrong.
    expect((await change(stolen, DEMO_PASSWORD)).status).toBe(429);

    // The owner still signs in; a second session gets its own five, the account's ceiling is ten.
    expect((await login(server.api, STAFF)).status).toBe(200);
    const second = (await loginTokens(server.api, STAFF)).access_token;
    expect(await statuses(second, 5)).toEqual([403, 403, 403, 403, 403]);
    const third = (await loginTokens(server.api, STAFF)).access_token;
    expect((await change(third, DEMO_PASSWORD)).status).toBe(429);

    // After the window the owner changes the password with the right one.
    server.clock.advance(retryAfter * 1000);
    const fresh = (await loginTokens(server.api, STAFF)).access_token;
    expect((await change(fresh, DEMO_PASSWORD)).status).toBe(200);
    expect((await login(server.api, STAFF, NEXT)).status).toBe(200);
  });

  it("a right current password gives its count back, and 'same as current' is told only after it", async () => {
    const here = (await loginTokens(server.api, TRAINEE)).access_token;
    expect(await statuses(here, 4)).toEqual([403, 403, 403, 403]);
    // A too weak new password is refused before any guess is counted.
    expect((await change(here, DEMO_PASSWORD, "short")).status).toBe(422);
    // Right current and the same as new: 422 once the current one is proven, and not counted.
    const same = await change(here, DEMO_PASSWORD, DEMO_PASSWORD);
    expect(same.status).toBe(422);
    expect(await same.json()).toEqual({ status: "error", message: "b2b_password_same_as_current" });
    // So the fifth wrong guess is still a 403; the sixth is the first 429.
    expect(await statuses(here, 2)).toEqual([403, 429]);
  });

  it("'same as current' with a wrong current password is 403, like any wrong guess: it confirms nothing", async () => {
    const here = (await loginTokens(server.api, TRAINEE)).access_token;
    const guess = "Guess#2026x";
    const answer = await change(here, guess, guess);
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ status: "error", message: "b2b_password_current_wrong" });
  });
});
