import { expect } from "vitest";
import { NEW_PASSWORD, codeIn, lastMessageTo, postJson, registerBody, tokenOf } from "./registration-flow";
import { bearer, loginTokens } from "./http";
import { queryRows, sql } from "./query";
import type { TestServer } from "./test-server";

/**
 * Registers, sends the code and activates through the real routes, as a person would with the SMS
 * in hand; returns the new account's id (the account now waits for approval).
 */
export async function selfRegister(
  server: TestServer,
  mobile: string,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const registered = await postJson(server, "auth/register", registerBody(mobile, overrides));
  expect(registered.status).toBe(200);
  const token = tokenOf((await lastMessageTo(server, `+30${mobile}`)).links[0]);
  expect((await postJson(server, "auth/verify/mobile", { hash: token })).status).toBe(200);
  const code = codeIn((await lastMessageTo(server, `+30${mobile}`)).body);
  const activated = await postJson(server, "auth/activate", {
    hash: token,
    code,
    password: NEW_PASSWORD,
    consent_email: true,
    terms: true,
  });
  expect(activated).toMatchObject({ status: 200, body: { status: "success" } });
  const [user] = await queryRows<{ id: number }>(
    server.server.database.db,
    sql`select id from users where mobile = ${mobile}`,
  );
  if (user === undefined) throw new Error(`no account for ${mobile}`);
  return user.id;
}

/** Approves the account of `mobile` through the real route, signed in as `approverMobile`. */
export async function approveAs(server: TestServer, approverMobile: string, mobile: string): Promise<void> {
  const [user] = await queryRows<{ id: number }>(
    server.server.database.db,
    sql`select id from users where mobile = ${mobile}`,
  );
  if (user === undefined) throw new Error(`no account for ${mobile}`);
  const { access_token: accessToken } = await loginTokens(server.api, approverMobile);
  const answer = await fetch(`${server.api}/staff/pending/${user.id}/approve`, {
    method: "POST",
    headers: bearer(accessToken),
  });
  expect(answer.status).toBe(200);
}
