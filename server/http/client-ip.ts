import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/** The peer address of the socket, for the activity log; null when unknown (e.g. in-process requests). */
export function clientIp(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}
