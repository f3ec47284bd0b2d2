import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue, type MessageKey } from "../../core/i18n/catalogue";
import { availableDatabases } from "./support/database-targets";
import { bearer, loginTokens } from "./support/http";
import { queryRows, sql } from "./support/query";
import {
  NEW_PASSWORD,
  codeIn,
  lastMessageTo,
  messagesTo,
  postJson,
  registerBody,
  tokenOf,
  type OutboxMessage,
} from "./support/registration-flow";
import { call, newKey, savePayload } from "./support/ticket-client";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();
type Language = "gr" | "en";
const HOUR = 3_600_000;

/** The catalogue text of a key up to its first placeholder: what a message in that language starts with. */
const opening = (key: MessageKey, language: Language): string =>
  (catalogue[key]?.[language] ?? key).split("{")[0] ?? "";

function expectWritten(message: OutboxMessage, key: MessageKey, language: Language): void {
  const text = message.channel === "email" ? `${message.subject}` : message.body;
  expect(text.startsWith(opening(key, language)), `${key} in ${language}: ${text}`).toBe(true);
}

const emailBody = (message: OutboxMessage, key: MessageKey, language: Language) =>
  expect(message.body.startsWith(opening(key, language)), `${key} in ${language}`).toBe(true);

/** The Accept-Language the browser app sends for a language (undefined: none, as a bare client). */
const languageHeaders = (language: Language | undefined): Record<string, string> =>
  language === undefined ? {} : { "Accept-Language": language === "gr" ? "el" : "en-US,en;q=0.9" };

/**
 * Issue 20 item 3: every e-mail and SMS goes out in its recipient's language (the one they used or
 * chose, Greek by default) from the catalogue: registration, code, reset, approval request and
 * decision, ticket notice. A Greek user's outbox holds Greek texts, an English user's English ones.
 */
describe.each(databases)("messages in the recipient's language on $name", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.stop());

  /** Registers and activates as a person would in the app's language (undefined: no header, Greek). */
  async function registerIn(language: Language | undefined, mobile: string, email: string) {
    const headers = languageHeaders(language);
    const body = registerBody(mobile, { email, store: [1] });
    expect((await postJson(server, "auth/register", body, headers)).status).toBe(200);
    const sms = await lastMessageTo(server, `+30${mobile}`);
    const mail = await lastMessageTo(server, email);
    const token = tokenOf(sms.links[0]);
    expect((await postJson(server, "auth/verify/mobile", { hash: token }, headers)).status).toBe(200);
    const code = await lastMessageTo(server, `+30${mobile}`);
    const activated = await postJson(
      server,
      "auth/activate",
      { hash: token, code: codeIn(code.body), password: NEW_PASSWORD, consent_email: true, terms: true },
      headers,
    );
    expect(activated.status).toBe(200);
    return { sms, mail, code };
  }

  const userId = async (mobile: string) =>
    (
      await queryRows<{ id: number }>(
        server.server.database.db,
        sql`select id from users where mobile = ${mobile}`,
      )
    )[0]?.id ?? 0;

  for (const [language, mobile, email] of [
    [undefined, "6913000001", "greek-default@example.com"],
    ["gr", "6913000002", "greek@example.com"],
    ["en", "6913000003", "english@example.com"],
  ] as const) {
    const expected: Language = language ?? "gr";
    it(`registration, code, approval decision and reset: ${language ?? "no language sent"} → ${expected}`, async () => {
      server.clock.advance(HOUR);
      const { sms, mail, code } = await registerIn(language, mobile, email);
      expectWritten(sms, "b2b_msg_register_sms", expected);
      expectWritten(mail, "b2b_msg_register_subject", expected);
      emailBody(mail, "b2b_msg_register_body", expected);
      expectWritten(code, "b2b_msg_code_sms", expected);

      // Approved by the store manager of store 1: the decision reaches them in their language.
      const manager = (await loginTokens(server.api, "6900000003")).access_token;
      const approved = await fetch(`${server.api}/staff/pending/${await userId(mobile)}/approve`, {
        method: "POST",
        headers: bearer(manager),
      });
      expect(approved.status).toBe(200);
      expectWritten(await lastMessageTo(server, `+30${mobile}`), "b2b_msg_account_approved_sms", expected);
      expectWritten(await lastMessageTo(server, email), "b2b_msg_account_approved_subject", expected);

      // A forgotten password asked for in the same language.
      const asked = await postJson(
        server,
        "v2/auth/forgot-password",
        { type: "email", value: email, country_code: 30 },
        languageHeaders(language),
      );
      expect(asked.status).toBe(200);
      const reset = await lastMessageTo(server, email);
      expectWritten(reset, "b2b_msg_reset_subject", expected);
      emailBody(reset, "b2b_msg_reset_body", expected);
    });
  }

  it("approvers and ticket notices: each member in the language they last used in the app", async () => {
    server.clock.advance(HOUR);
    // The store manager of store 1 opens the app in English (user/me carries Language: en).
    const manager = (await loginTokens(server.api, "6900000003")).access_token;
    const me = await fetch(`${server.api}/user/me`, { headers: { ...bearer(manager), Language: "en" } });
    expect(me.status).toBe(200);
    const [managerRow] = await queryRows<{ email: string; language: string }>(
      server.server.database.db,
      sql`select email, language from users where mobile = '6900000003'`,
    );
    expect(managerRow?.language).toBe("en");
    const [franchiseeRow] = await queryRows<{ email: string }>(
      server.server.database.db,
      sql`select email from users where mobile = '6900000002'`,
    );
    const managerEmail = managerRow?.email ?? "";
    const franchiseeEmail = franchiseeRow?.email ?? "";

    // A registration for store 1 waits: the English manager is asked in English, the franchisee in Greek.
    await registerIn("gr", "6913000004", "waiting@example.com");
    expectWritten(await lastMessageTo(server, managerEmail), "b2b_msg_approval_request_subject", "en");
    expectWritten(await lastMessageTo(server, franchiseeEmail), "b2b_msg_approval_request_subject", "gr");

    // A new ticket of store 1: the same split.
    const saved = await call(server.api, "v2/tickets", {
      token: manager,
      key: newKey(),
      body: savePayload(),
    });
    expect(saved.status).toBe(201);
    const sent = await call(server.api, "sendTicketEmailsAfterSave", {
      token: manager,
      body: { ticket_id: saved.body["ticket_id"] as number },
    });
    expect(sent.status).toBe(202);
    const toManager = (await messagesTo(server, managerEmail)).at(-1);
    const toFranchisee = (await messagesTo(server, franchiseeEmail)).at(-1);
    if (toManager === undefined || toFranchisee === undefined) throw new Error("no ticket notice");
    expectWritten(toManager, "b2b_msg_ticket_new_subject", "en");
    emailBody(toManager, "b2b_msg_ticket_new_body", "en");
    expectWritten(toFranchisee, "b2b_msg_ticket_new_subject", "gr");
    emailBody(toFranchisee, "b2b_msg_ticket_new_body", "gr");
  });

  it("acting as someone does not change their language", async () => {
    const [before] = await queryRows<{ language: string }>(
      server.server.database.db,
      sql`select language from users where mobile = '6900000004'`,
    );
    const headOffice = (await loginTokens(server.api, "6900000001")).access_token;
    const acted = await fetch(`${server.api}/auth/act-as`, {
      method: "POST",
      headers: { ...bearer(headOffice), "Content-Type": "application/json" },
      body: JSON.stringify({ user_id: await userId("6900000004") }),
    });
    expect(acted.status).toBe(200);
    const { access_token: acting } = (await acted.json()) as { access_token: string };
    expect(
      (await fetch(`${server.api}/user/me`, { headers: { ...bearer(acting), Language: "en" } })).status,
    ).toBe(200);
    const [after] = await queryRows<{ language: string }>(
      server.server.database.db,
      sql`select language from users where mobile = '6900000004'`,
    );
    expect(after?.language).toBe(before?.language);
  });
});
