import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { TrustProxy } from "../config/trust-proxy";

/**
 * The client's address, for every per-address limit and the activity log; null when unknown (e.g.
 * in-process requests). Without TRUST_PROXY it is the socket peer: a header is the client's word.
 * Behind `hops` proxies of ours, each appends the address it saw, so the client is the entry `hops`
 * from the right; entries further left were written by the client and are not believed. A request
 * carrying fewer entries did not come through our proxies, and its socket peer counts.
 */
export function clientIp(c: Context, trustProxy: TrustProxy | null): string | null {
  const peer = socketPeer(c);
  if (trustProxy === null) return peer;
  const entries = (c.req.header(trustProxy.header) ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  return entries.at(-trustProxy.hops) ?? peer;
}

function socketPeer(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}
