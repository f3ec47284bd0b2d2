import { expect, type APIRequestContext } from "@playwright/test";

/** One message of the demo outbox (docs/api-contract.md, "Demo mode only"). */
export interface OutboxMessage {
  readonly id: number;
  readonly channel: "email" | "sms";
  readonly to: string;
  readonly subject: string | null;
  readonly body: string;
  readonly links: readonly string[];
  readonly c_stamp: string;
}

const OUTBOX = "/echo/rest/api/dev/outbox";

export async function readOutbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  const response = await request.get(OUTBOX, { headers: { Accept: "application/json" } });
  expect(response.status(), "the demo outbox answers").toBe(200);
  return (await response.json()) as OutboxMessage[];
}

/**
 * Waits for the newest message to `to` (a mobile or an address, matched as a substring) that
 * satisfies `test`, sent after message id `after`.
 */
export async function waitForMessage(
  request: APIRequestContext,
  to: string,
  options: {
    readonly channel?: "email" | "sms";
    readonly after?: number;
    readonly test?: (m: OutboxMessage) => boolean;
  } = {},
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = await readOutbox(request);
        found = messages.find(
          (m) =>
            m.to.includes(to) &&
            (options.channel === undefined || m.channel === options.channel) &&
            m.id > (options.after ?? 0) &&
            (options.test?.(m) ?? true),
        );
        return found !== undefined;
      },
      { message: `a message to ${to} in the outbox`, timeout: 10_000 },
    )
    .toBe(true);
  return found as OutboxMessage;
}

/** The id of the newest message, so a later wait sees only what came after. */
export async function lastOutboxId(request: APIRequestContext): Promise<number> {
  const messages = await readOutbox(request);
  return messages.reduce((max, m) => Math.max(max, m.id), 0);
}

/** The first link in a message whose path contains `pathPart`. */
export function linkIn(message: OutboxMessage, pathPart: string): string {
  const link =
    message.links.find((candidate) => candidate.includes(pathPart)) ??
    message.body.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.includes(pathPart));
  if (link === undefined) throw new Error(`No ${pathPart} link in: ${message.body}`);
  return link;
}

/** The 6-digit code of an SMS. */
export function codeIn(message: OutboxMessage): string {
  const code = message.body.match(/\b\d{6}\b/)?.[0];
  if (code === undefined) throw new Error(`No 6-digit code in: ${message.body}`);
  return code;
}
