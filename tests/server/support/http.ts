import { DEMO_PASSWORD } from "../../../server/seed/demo-data";

export interface Tokens {
  readonly access_token: string;
  readonly refresh_token: string;
}

export const basic = (mobile: string, password: string): string =>
  `Basic ${Buffer.from(`${mobile}:${password}`, "utf8").toString("base64")}`;

export const bearer = (token: string): Record<string, string> => ({ Authorization: `Bearer ${token}` });

export function login(api: string, mobile: string, password: string = DEMO_PASSWORD): Promise<Response> {
  return fetch(`${api}/auth/login`, { method: "POST", headers: { Authorization: basic(mobile, password) } });
}

/** Logs in and returns the tokens; fails the test when the login is refused. */
export async function loginTokens(
  api: string,
  mobile: string,
  password: string = DEMO_PASSWORD,
): Promise<Tokens> {
  const response = await login(api, mobile, password);
  if (response.status !== 200) throw new Error(`login of ${mobile} gave ${response.status}`);
  return (await response.json()) as Tokens;
}

export function refresh(api: string, refreshToken: string): Promise<Response> {
  return fetch(`${api}/v2/auth/refresh-token`, { method: "POST", headers: bearer(refreshToken) });
}

export function getJson(api: string, path: string, accessToken?: string): Promise<Response> {
  return fetch(`${api}/${path}`, {
    headers: { Accept: "application/json", ...(accessToken === undefined ? {} : bearer(accessToken)) },
  });
}
