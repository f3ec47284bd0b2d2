import type { OutboxMessage } from "./dev-tools-context";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/**
 * The demo outbox's answer as messages; entries that do not have the contract's shape
 * (docs/api-contract.md, "Demo mode only") are left out rather than breaking the page.
 */
export function readOutbox(answer: unknown): readonly OutboxMessage[] {
  if (!Array.isArray(answer)) return [];
  return answer.flatMap((entry): OutboxMessage[] => {
    if (!isRecord(entry)) return [];
    const { id, channel, to, subject, body, links, c_stamp } = entry;
    if (typeof id !== "number" || (channel !== "email" && channel !== "sms")) return [];
    if (typeof to !== "string" || typeof body !== "string" || typeof c_stamp !== "string") return [];
    return [
      {
        id,
        channel,
        to,
        subject: typeof subject === "string" ? subject : null,
        body,
        links: Array.isArray(links) ? links.filter((link): link is string => typeof link === "string") : [],
        c_stamp,
      },
    ];
  });
}
