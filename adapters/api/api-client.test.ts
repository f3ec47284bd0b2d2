import { describe, expect, it, vi } from "vitest";
import type { AppLanguage } from "../../core/constants/language-constants";
import { createApiClient } from "./api-client";
import { DecodeError, HttpError, NetworkError, Unauthorized } from "./api-errors";
import { fakeFetch, json } from "./test-fetch";

const TOKENS = { access_token: "access-1", refresh_token: "refresh-1" };
const USER = {
  id: 7,
  type: 2,
  gender: 1,
  f_name: "Ada",
  l_name: "Lovelace",
  company: null,
  avatar: null,
  information: {
    phone: null,
    phone_country_code: null,
    mobile: "6912345678",
    mobile_country_code: 30,
    email: null,
  },
  stamp_format: { date: "DD/MM/YYYY", time: "HH:mm" },
  health_certificate_begin_date: null,
  health_certificate_end_date: null,
  dob: null,
  consent: true,
  hiring_date: null,
  clothing_size: null,
  account_id: 3,
  portal_user_type: 2,
  portal_user_role: "user",
};

function setup(options: {
  handler: Parameters<typeof fakeFetch>[0];
  stored?: typeof TOKENS | undefined;
  language?: AppLanguage | undefined;
  onUnauthorized?: (rejected: string) => Promise<string>;
}) {
  const { fetch, requests } = fakeFetch(options.handler);
  let stored = "stored" in options ? options.stored : TOKENS;
  const onUnauthorized = vi.fn<(rejected: string) => Promise<string>>(
    options.onUnauthorized ??
      (async () => {
        stored = { access_token: "access-2", refresh_token: "refresh-1" };
        return "access-2";
      }),
  );
  const api = createApiClient({
    host: "https://api.example.test",
    tokens: { readTokens: () => stored },
    language: () => options.language,
    onUnauthorized,
    fetch,
  });
  return { api, requests, onUnauthorized };
}

describe("headers (spec 7)", () => {
  it("with a stored login: Accept, Bearer access token and Language", async () => {
    const { api, requests } = setup({ handler: () => json(USER), language: "en-US" });
    await api.me();
    const [request] = requests;
    expect(request?.url).toBe("https://api.example.test/echo/rest/api/user/me");
    expect(request?.headers.get("Accept")).toBe("application/json");
    expect(request?.headers.get("Authorization")).toBe("Bearer access-1");
    expect(request?.headers.get("Language")).toBe("en");
  });

  it("sends gr (el-GR) as el and defaults to en", async () => {
    const greek = setup({ handler: () => json(USER), language: "el-GR" });
    await greek.api.me();
    expect(greek.requests[0]?.headers.get("Language")).toBe("el");
    const none = setup({ handler: () => json(USER), language: undefined });
    await none.api.me();
    expect(none.requests[0]?.headers.get("Language")).toBe("en");
  });

  it("without a stored login sends only Accept, and the app's language as Accept-Language", async () => {
    const { api, requests } = setup({ handler: () => json([]), stored: undefined, language: "en-US" });
    await api.stores();
    const headers = [...(requests[0]?.headers.keys() ?? [])];
    expect(headers).toEqual(["accept", "accept-language"]);
    expect(requests[0]?.headers.get("Accept-Language")).toBe("en");
    const greek = setup({ handler: () => json([]), stored: undefined, language: undefined });
    await greek.api.stores();
    expect(greek.requests[0]?.headers.get("Accept-Language")).toBe("el");
  });

  it("login uses Basic with UTF-8 credentials and an empty body", async () => {
    const { api, requests } = setup({ handler: () => json(TOKENS), stored: undefined });
    await api.login({ username: "6912345678", password: "Πάσσ@1" });
    const request = requests[0];
    expect(request?.method).toBe("POST");
    expect(request?.body).toBeUndefined();
    const encoded = request?.headers.get("Authorization")?.replace("Basic ", "") ?? "";
    const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe("6912345678:Πάσσ@1");
  });

  it("refresh sends the refresh token as Bearer with no body", async () => {
    const { api, requests } = setup({ handler: () => json({ access_token: "new" }) });
    const answer = await api.refreshToken("refresh-1");
    expect(answer).toEqual({ access_token: "new" });
    expect(requests[0]?.url).toMatch(/\/v2\/auth\/refresh-token$/u);
    expect(requests[0]?.headers.get("Authorization")).toBe("Bearer refresh-1");
    expect(requests[0]?.body).toBeUndefined();
  });

  it("a JSON body carries its content type", async () => {
    const { api, requests } = setup({
      handler: () => json({ status: "success", message: "b2b_ok" }),
      stored: undefined,
    });
    await api.verifyMobile("abc");
    expect(requests[0]?.headers.get("Content-Type")).toBe("application/json");
    expect(JSON.parse(requests[0]?.body ?? "")).toEqual({ hash: "abc" });
  });
});

describe("failures become tagged errors", () => {
  it("HTTP errors carry the status and the server's message key", async () => {
    const { api } = setup({
      handler: () => json({ status: "error", message: "b2b_wrong_username_password" }, 422),
      stored: undefined,
    });
    const error = await api.login({ username: "a", password: "b" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 422, messageKey: "b2b_wrong_username_password" });
  });

  it("a fetch rejection is a NetworkError with the network key", async () => {
    const { api } = setup({ handler: () => Promise.reject(new TypeError("offline")) });
    await expect(api.me()).rejects.toBeInstanceOf(NetworkError);
    await expect(api.me()).rejects.toMatchObject({ messageKey: "b2b_network_error" });
  });

  it("a wrong shape is a DecodeError", async () => {
    const { api } = setup({ handler: () => json({ id: "nope" }) });
    await expect(api.me()).rejects.toBeInstanceOf(DecodeError);
  });

  it("login and refresh 401 do not trigger a refresh", async () => {
    const { api, onUnauthorized } = setup({ handler: () => json({}, 401) });
    await expect(api.login({ username: "a", password: "b" })).rejects.toBeInstanceOf(Unauthorized);
    await expect(api.refreshToken("r")).rejects.toBeInstanceOf(Unauthorized);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe("401: one refresh, one retry", () => {
  it("retries once with the fresh token", async () => {
    const { api, requests, onUnauthorized } = setup({
      handler: (r) => (r.headers.get("Authorization") === "Bearer access-2" ? json(USER) : json({}, 401)),
    });
    const user = await api.me();
    expect(user.id).toBe(7);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    // The coordinator is told which token the server refused (it may already be replaced).
    expect(onUnauthorized).toHaveBeenCalledWith("access-1");
    expect(requests.map((r) => r.headers.get("Authorization"))).toEqual([
      "Bearer access-1",
      "Bearer access-2",
    ]);
  });

  it("N concurrent 401s share one refresh and each retries once", async () => {
    let refreshes = 0;
    let shared: Promise<string> | undefined;
    const { api, requests } = setup({
      handler: (r) => (r.headers.get("Authorization") === "Bearer access-2" ? json(USER) : json({}, 401)),
      // The coordinator's contract: one promise while a refresh runs.
      onUnauthorized: () => {
        shared ??= (async () => {
          refreshes += 1;
          await new Promise((resolve) => setTimeout(resolve, 5));
          return "access-2";
        })();
        return shared;
      },
    });
    const n = 8;
    const users = await Promise.all(Array.from({ length: n }, () => api.me()));
    expect(users).toHaveLength(n);
    expect(refreshes).toBe(1);
    expect(requests).toHaveLength(2 * n);
    expect(requests.filter((r) => r.headers.get("Authorization") === "Bearer access-2")).toHaveLength(n);
  });

  it("a second 401 after the retry rejects without another refresh", async () => {
    const { api, requests, onUnauthorized } = setup({ handler: () => json({}, 401) });
    await expect(api.me()).rejects.toBeInstanceOf(Unauthorized);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(2);
  });

  it("a refused refresh rejects the request as Unauthorized", async () => {
    const { api, requests } = setup({
      handler: () => json({}, 401),
      onUnauthorized: () => Promise.reject(new Unauthorized({ path: "v2/auth/refresh-token" })),
    });
    await expect(api.me()).rejects.toBeInstanceOf(Unauthorized);
    expect(requests).toHaveLength(1);
  });

  it("without a stored login a 401 rejects at once", async () => {
    const { api, onUnauthorized } = setup({ handler: () => json({}, 401), stored: undefined });
    await expect(api.stores()).rejects.toBeInstanceOf(Unauthorized);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe("paths of the contract", () => {
  it("translations ask for app 9000, base for the location", async () => {
    const { api, requests } = setup({
      handler: (r) =>
        r.url.includes("translations")
          ? json({})
          : json({
              tickets: [],
              franchiseStores: [],
              maintenance: [],
              tasks: [],
              license: [],
              staff: [],
              storeMenu: [],
              translations: {},
              averageScore: null,
              knowledgeBaseNotes: [],
              azureUser: false,
            }),
    });
    await api.translations();
    await api.base(12);
    expect(requests[0]?.url).toMatch(/\/echo\/rest\/api\/translations\?app_id=9000$/u);
    expect(requests[1]?.url).toMatch(/\/echo\/rest\/api\/base\?location_id=12$/u);
  });

  it("the base load names the catalogue version of the last translations answer (its ETag), none before", async () => {
    const { api, requests } = setup({
      handler: (r) =>
        r.url.includes("/translations?")
          ? new Response("{}", {
              headers: { "Content-Type": "application/json", ETag: 'W/"v-1_a"' },
            })
          : json({
              tickets: [],
              franchiseStores: [],
              maintenance: [],
              tasks: [],
              license: [],
              staff: [],
              storeMenu: [],
              averageScore: null,
              knowledgeBaseNotes: [],
              azureUser: false,
            }),
    });
    await api.base();
    await api.translations();
    await api.base(3);
    expect(requests[0]?.url).toMatch(/\/base$/u);
    expect(requests[2]?.url).toMatch(/\/base\?location_id=3&translations_version=v-1_a$/u);
  });

  it("logout accepts an empty 201", async () => {
    const { api, requests } = setup({ handler: () => new Response(null, { status: 201 }) });
    await expect(api.logout()).resolves.toBeUndefined();
    expect(requests[0]?.url).toMatch(/\/v2\/logs\/logout$/u);
  });

  it("microsoft login sends the id token as access_token without the stored login", async () => {
    const { api, requests } = setup({ handler: () => json(TOKENS) });
    await api.loginMicrosoft("id-token");
    expect(JSON.parse(requests[0]?.body ?? "")).toEqual({ access_token: "id-token" });
    expect(requests[0]?.headers.get("Authorization")).toBeNull();
  });
});
