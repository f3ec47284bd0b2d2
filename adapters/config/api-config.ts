import { API_BASE_PATH } from "../../core/constants/portal-constants";

/**
 * Where the API lives. Order of precedence:
 * 1. run time: `<meta name="portal-api-host" content="https://api.example.com">` in index.html,
 *    so one build can be pointed at another host by editing the served HTML (no JS global to
 *    inject before the bundle, works with a strict Content-Security-Policy);
 * 2. build time: `VITE_API_HOST`;
 * 3. the page's own origin.
 * Read once at start by the composition root.
 */
export const API_HOST_META_NAME = "portal-api-host";

export interface ApiConfig {
  /** Scheme + host (+ port), no trailing slash; "" means the page's own origin. */
  readonly host: string;
  /** `host` + `/echo/rest/api`. */
  readonly baseUrl: string;
}

export interface ApiConfigSources {
  readonly runtimeHost: string | null | undefined;
  readonly buildHost: string | null | undefined;
}

export function resolveApiConfig(sources: ApiConfigSources): ApiConfig {
  const host = normaliseHost(sources.runtimeHost) ?? normaliseHost(sources.buildHost) ?? "";
  return { host, baseUrl: `${host}${API_BASE_PATH}` };
}

/** Reads the meta tag and the build variable; call once. */
export function readApiConfig(doc: Pick<Document, "querySelector"> = document): ApiConfig {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${API_HOST_META_NAME}"]`);
  const buildHost = (import.meta.env as Record<string, string | undefined>)["VITE_API_HOST"];
  return resolveApiConfig({ runtimeHost: meta?.content, buildHost });
}

/** An absolute http(s) origin or nothing: a typo must not send credentials somewhere odd. */
function normaliseHost(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  if (text === undefined || text === "") return undefined;
  try {
    const url = new URL(text);
    if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}
