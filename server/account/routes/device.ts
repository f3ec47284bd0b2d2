import type { Context } from "hono";

/** The device a request came from, as its browser names itself (the activity log's "device"). */
export function deviceOf(c: Context): string | null {
  const agent = c.req.header("User-Agent");
  return agent === undefined || agent === "" ? null : agent.slice(0, 300);
}
