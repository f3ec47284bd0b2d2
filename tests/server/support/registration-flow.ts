import { queryRows, sql } from "./query";
import type { TestServer } from "./test-server";

/** A password that passes core's rule (8+, uppercase, digit, one of the spec's specials). */
export const NEW_PASSWORD = "Portal#2024";

export interface OutboxMessage {
  readonly id: number;
  readonly channel: "email" | "sms";
  readonly recipient: string;
  readonly subject: string | null;
  readonly body: string;
  readonly links: readonly string[];
  readonly status: string;
  readonly attempts: number;
}

/** POST a JSON body to an API path; the answer's status, JSON body and headers. */
export async function postJson(
  server: TestServer,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ readonly status: number; readonly body: unknown; readonly headers: Headers }> {
  const response = await fetch(`${server.api}/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/**
 * Outbox rows to a recipient ("+30690…" for SMS, the address for e-mail), oldest first. Queued
 * forgot-password requests are resolved first (the worker does that in the background), so a reset
 * link asked for is there, and one not sent is not merely late.
 */
export async function messagesTo(server: TestServer, recipient: string): Promise<readonly OutboxMessage[]> {
  await server.server.runResetRequests();
  return queryRows<OutboxMessage>(
    server.server.database.db,
    sql`select id, channel, recipient, subject, body, links, status, attempts from outbox where recipient = ${recipient} order by id`,
  );
}

export async function lastMessageTo(server: TestServer, recipient: string): Promise<OutboxMessage> {
  const message = (await messagesTo(server, recipient)).at(-1);
  if (message === undefined) throw new Error(`no message to ${recipient}`);
  return message;
}

/** The 6-digit code of an SMS text. */
export function codeIn(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (code === undefined) throw new Error(`no code in "${text}"`);
  return code;
}

/** The token at the end of a set-password, reset or e-mail verification link. */
export function tokenOf(link: string | undefined): string {
  const match = /(?:[?&]m=|\/resetpassword\/|\/emailverify\/)([A-Za-z0-9_-]{43})$/.exec(link ?? "");
  if (match?.[1] === undefined) throw new Error(`no token in ${link}`);
  return match[1];
}

/** A register body of a Staff member of stores 1 and 2, cashier; override any field. */
export function registerBody(
  mobile: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    first_name: "Νίκος",
    last_name: "Αντωνίου",
    gender: 1,
    country_code: 30,
    mobile,
    role: "Staff",
    store: [1, 2],
    job_position: 1,
    ...overrides,
  };
}

/** Row counts of the tables these flows write, to prove a refused request changed nothing. */
export async function flowTableCounts(server: TestServer): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [
    "users",
    "user_stores",
    "registrations",
    "email_verifications",
    "password_resets",
    "reset_requests",
    "outbox",
    "sessions",
    "rate_limits",
  ]) {
    const [row] = await queryRows<{ n: number }>(
      server.server.database.db,
      sql.raw(`select count(*)::int as n from "${table}"`),
    );
    counts[table] = row?.n ?? -1;
  }
  return counts;
}

/** A digest of every row of the registration tables, so an UPDATE that changes no count is seen too. */
export async function flowTableSnapshot(server: TestServer): Promise<string> {
  const parts: string[] = [];
  for (const table of ["registrations", "password_resets", "email_verifications", "users", "sessions"]) {
    const rows = await queryRows<{ t: string }>(
      server.server.database.db,
      sql.raw(`select coalesce(string_agg(x::text, '|' order by x::text), '') as t from "${table}" x`),
    );
    parts.push(`${table}:${rows[0]?.t ?? ""}`);
  }
  return parts.join("\n");
}
