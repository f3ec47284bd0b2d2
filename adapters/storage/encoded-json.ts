/**
 * The spec keeps token data "in browser storage in encoded form". This is base64url of the UTF-8
 * JSON text: it keeps values opaque to a casual glance at devtools, it is NOT encryption — anyone
 * with access to the storage can decode it.
 */

export function encodeJson(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/u, "");
}

/** Returns `undefined` for anything that is not base64url of valid UTF-8 JSON; never throws. */
export function decodeJson(text: string | null | undefined): unknown {
  if (text === null || text === undefined || text === "") return undefined;
  try {
    const base64 = text.replaceAll("-", "+").replaceAll("_", "/");
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const json = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}
