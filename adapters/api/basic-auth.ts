/**
 * `Basic base64(username:password)` with the text taken as UTF-8, so Greek letters or emoji in a
 * password survive (plain `btoa` throws on anything outside Latin-1).
 */
export function basicAuthorization(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}
