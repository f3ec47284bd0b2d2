import type { Context } from "hono";
import type { IdempotentAnswer } from "../services/idempotency/run-idempotent";

/** A write's answer; a replay of an Idempotency-Key says so in a header (docs/api-tickets.md). */
export function idempotentJson<T extends object>(c: Context, answer: IdempotentAnswer<T>): Response {
  if (answer.replayed) c.header("Idempotent-Replayed", "true");
  return c.json(answer.body, answer.status);
}
