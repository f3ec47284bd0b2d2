/**
 * Which proxy in front of the server is believed about the client (TRUST_PROXY). Null: no header is
 * believed, every per-address limit counts the socket peer (a client can write any header it likes).
 */
export interface TrustProxy {
  /** Lower-case name of the header the proxies append the client's address to (x-forwarded-for). */
  readonly header: string;
  /** How many proxies of ours the request passes; the client is the address that many from the right. */
  readonly hops: number;
}

/** `TRUST_PROXY` as written: `1` (X-Forwarded-For, one proxy), `X-Forwarded-For:2`, `X-Real-IP`. */
export const TRUST_PROXY_PATTERN = /^(?:[1-9]|[A-Za-z][A-Za-z0-9-]*(?::[1-9])?)$/;

export function parseTrustProxy(value: string): TrustProxy {
  if (/^[1-9]$/.test(value)) return { header: "x-forwarded-for", hops: Number(value) };
  const [header = "", hops] = value.split(":");
  return { header: header.toLowerCase(), hops: hops === undefined ? 1 : Number(hops) };
}
