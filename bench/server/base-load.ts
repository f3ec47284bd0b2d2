import { gzipSync } from "node:zlib";
import { DEMO_PASSWORD } from "../../server/seed/demo-data";

/** Bytes of one answer as sent and gzipped (level 6, what hono/compress uses). */
interface Size {
  readonly raw: number;
  readonly gzip: number;
}

/**
 * A franchisee's base load as bench:server asks for it (issue #41): signs in, reads the catalogue's
 * version from GET translations' ETag, and gives the two URLs (with the version the browser names,
 * and without: the spec's shape), the headers and the size of each answer.
 */
export async function franchiseeBaseLoad(api: string, mobile: string) {
  const basic = `Basic ${Buffer.from(`${mobile}:${DEMO_PASSWORD}`).toString("base64")}`;
  const login = await fetch(`${api}/auth/login`, { method: "POST", headers: { Authorization: basic } });
  if (login.status !== 200) throw new Error(`login of ${mobile} answered ${login.status}`);
  const { access_token } = (await login.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${access_token}`, "Accept-Encoding": "gzip" };
  const etag = (await fetch(`${api}/translations?app_id=9000`)).headers.get("ETag") ?? "";
  const version = etag.replace(/^W\//, "").replace(/"/g, "");
  const fullUrl = `${api}/base?location_id=1`;
  const heldUrl = `${fullUrl}&translations_version=${encodeURIComponent(version)}`;
  const sizeOf = async (url: string): Promise<Size> => {
    const answer = await fetch(url, { headers: { Authorization: headers.Authorization } });
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
    const body = Buffer.from(await answer.arrayBuffer());
    return { raw: body.byteLength, gzip: gzipSync(body).byteLength };
  };
  return { headers, fullUrl, heldUrl, sizes: { held: await sizeOf(heldUrl), full: await sizeOf(fullUrl) } };
}
