import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** 127.0.0.0/8, ::1, IPv4 loopback mapped into IPv6, and the name localhost (a HOST setting). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  return v4.startsWith("127.") || address === "::1" || address === "localhost";
}

// A proxy on this machine would make every client look local: a request that came through one (it
// says so in these headers) is not a local request, whatever the socket says.
const PROXY_HEADERS = ["forwarded", "x-forwarded-for", "x-real-ip"] as const;

/** Whether the request comes straight from this machine: the socket's peer, never a header. */
export function isLocalRequest(c: Context): boolean {
  if (PROXY_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  try {
    return isLoopbackAddress(getConnInfo(c).remote.address);
  } catch {
    return false;
  }
}
