import { API_BASE_PATH, TRANSLATIONS_APP_ID } from "../../core/constants/portal-constants";
import type { AppLanguage } from "../../core/constants/language-constants";
import type { CompleteRegistrationPayload, ForgotPasswordPayload } from "../../core/schemas/auth-forms";
import type { BaseLoad } from "../../core/schemas/base-load";
import type { CompanyDetails } from "../../core/schemas/company-details";
import type { Employee } from "../../core/schemas/employee";
import type { PostSummary } from "../../core/posts/posts-wire";
import type { RegisteredData } from "../../core/schemas/registered-data";
import type { FranchiseStore, JobPosition, Store } from "../../core/schemas/store";
import type { TokenData } from "../../core/schemas/token-data";
import type { Training, TrainingMaterial } from "../../core/training/training";
import type { Translations } from "../../core/schemas/translations";
import type { User } from "../../core/schemas/user";
import type { AuthConfig, FlowAnswer } from "../../core/auth/auth-wire";
import type { ExternalPortalAuth, MenuItem, PageSummary } from "../../core/shell/shell-wire";
import type { RefreshAnswer } from "./contract-schemas";
import type { AnswerDecoder, HttpClient, RequestSpec } from "./http-client";
import { createHttpClient } from "./http-client";
import type { Checked } from "./light-answers";
import {
  checkAuthConfig,
  checkFlowAnswer,
  checkRefreshAnswer,
  checkTokenData,
  checkTranslations,
} from "./light-answers";

/**
 * A decoder whose schema module is imported on first use: effect/Schema, the entity schemas and
 * temporal-polyfill are then a separate chunk that the login route never loads.
 */
function later<A>(load: () => Promise<(input: unknown) => Checked<A>>): AnswerDecoder<A> {
  let decoder: Promise<(input: unknown) => Checked<A>> | undefined;
  return async (input) => (await (decoder ??= load()))(input);
}

const decodeUser = later(() => import("../../core/schemas/user").then((m) => m.decodeUser));
const decodeBaseLoad = later(() => import("../../core/schemas/base-load").then((m) => m.decodeBaseLoad));
const decodeCompanyDetails = later(() =>
  import("../../core/schemas/company-details").then((m) => m.decodeCompanyDetails),
);
const decodeEmployees = later(() => import("../../core/schemas/employee").then((m) => m.decodeEmployees));
const decodeRegisteredData = later(() =>
  import("../../core/schemas/registered-data").then((m) => m.decodeRegisteredData),
);
const decodeStores = later(() => import("../../core/schemas/store").then((m) => m.decodeStores));
const decodeJobPositions = later(() => import("../../core/schemas/store").then((m) => m.decodeJobPositions));
/** Answers whose shape the caller reads itself (the outbox page, the OpenAPI document). */
const acceptAny = (input: unknown): Checked<unknown> => ({ value: input });
const decodePostPage = later(() => import("../../core/posts/posts-wire").then((m) => m.decodePostPage));
const decodeTrainings = later(() => import("../../core/training/training").then((m) => m.decodeTrainings));
const decodeTrainingMaterials = later(() =>
  import("./contract-schemas").then((m) => m.decodeTrainingMaterials),
);
const decodeCustomPages = later(() => import("../../core/shell/shell-wire").then((m) => m.decodePages));
const decodeMenu = later(() => import("../../core/shell/shell-wire").then((m) => m.decodeMenu));
const decodeExternalPortalUrl = later(() =>
  import("../../core/shell/shell-wire").then((m) => m.decodeExternalPortalUrl),
);
const decodeExternalPortalAuth = later(() =>
  import("../../core/shell/shell-wire").then((m) => m.decodeExternalPortalAuth),
);

/**
 * The register body as sent (spec 3; docs/api-contract.md): stores as a list of ids. Loose number
 * types because the form machine holds what the user picked; the server validates again.
 */
export interface RegisterBody {
  readonly first_name: string;
  readonly last_name: string;
  readonly gender: number;
  readonly country_code: number;
  readonly mobile: string;
  readonly email?: string;
  readonly role: string;
  readonly store: ReadonlyArray<number>;
  readonly job_position: number | null;
}

export interface ApiClientDeps {
  /** Scheme and host without a path ("" for the page's own origin); see config/api-config.ts. */
  readonly host: string;
  readonly tokens: { readonly readTokens: () => { readonly access_token: string } | undefined };
  readonly language: () => AppLanguage | undefined;
  /** Resolves with a fresh access token for the one a 401 answered (the refresh coordinator's `refresh`). */
  readonly onUnauthorized: (rejected: string) => Promise<string>;
  readonly fetch?: typeof globalThis.fetch;
  readonly createXhr?: () => XMLHttpRequest;
}

export interface ApiClient {
  readonly login: (credentials: {
    readonly username: string;
    readonly password: string;
  }) => Promise<TokenData>;
  readonly loginMicrosoft: (idToken: string) => Promise<TokenData>;
  readonly refreshToken: (refreshToken: string) => Promise<RefreshAnswer>;
  readonly logout: () => Promise<void>;
  readonly authConfig: () => Promise<AuthConfig>;
  readonly stores: () => Promise<ReadonlyArray<Store>>;
  readonly jobs: () => Promise<ReadonlyArray<JobPosition>>;
  readonly register: (body: RegisterBody) => Promise<FlowAnswer>;
  readonly registeredData: (hash: string) => Promise<RegisteredData>;
  readonly verifyMobile: (hash: string) => Promise<FlowAnswer>;
  readonly activate: (payload: CompleteRegistrationPayload) => Promise<FlowAnswer>;
  readonly forgotPassword: (payload: ForgotPasswordPayload) => Promise<FlowAnswer>;
  /** The older inline form on the login screen. */
  readonly forgotPasswordByEmail: (email: string) => Promise<FlowAnswer>;
  /** GET auth/reset/password/{hash}: rejects (404) when the link is used, expired or unknown. */
  readonly checkResetLink: (hash: string) => Promise<FlowAnswer>;
  readonly resetPassword: (body: { readonly hash: string; readonly password: string }) => Promise<FlowAnswer>;
  readonly verifyEmailByHash: (hash: string) => Promise<FlowAnswer>;
  readonly verifyEmail: (hash: string) => Promise<FlowAnswer>;
  readonly translations: () => Promise<Translations>;
  readonly me: () => Promise<User>;
  readonly base: (locationId?: number) => Promise<BaseLoad>;
  readonly pages: () => Promise<ReadonlyArray<PageSummary>>;
  readonly menu: () => Promise<ReadonlyArray<MenuItem>>;
  /** The posts widget's source: `GET posts?view=widget` for the store in view (3 featured + 5 others). */
  readonly posts: (locationId?: number) => Promise<ReadonlyArray<PostSummary>>;
  /** `GET training_material`. */
  readonly trainingMaterial: () => Promise<ReadonlyArray<TrainingMaterial>>;
  /** `GET training`: the user's trainings (the exam flag drives the sidebar warning). */
  readonly training: () => Promise<ReadonlyArray<Training>>;
  readonly company: (accountId: number) => Promise<CompanyDetails>;
  readonly employees: () => Promise<ReadonlyArray<Employee>>;
  readonly actAs: (userId: number) => Promise<TokenData>;
  readonly externalPortalUrl: () => Promise<string>;
  readonly externalPortalAuth: () => Promise<ExternalPortalAuth>;
  /** Demo mode: `GET dev/outbox` (404 elsewhere). */
  readonly devOutbox: () => Promise<unknown>;
  /** `GET openapi.json`, the API's own description (the /api screen). */
  readonly openApiDocument: () => Promise<unknown>;
  /** Any request through the one HTTP client (an area's adapter: writes with extra headers). */
  readonly request: HttpClient["request"];
  /** A multipart upload with progress through the same client. */
  readonly upload: HttpClient["upload"];
  /** Any other authenticated read (screens' data loads), with the same header and 401 rules. */
  readonly get: <A>(
    path: string,
    decode: AnswerDecoder<A>,
    query?: Readonly<Record<string, string | number>>,
  ) => Promise<A>;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const http: HttpClient = createHttpClient({
    baseUrl: `${deps.host}${API_BASE_PATH}`,
    ...(deps.fetch === undefined ? {} : { fetch: deps.fetch }),
    readAccessToken: () => deps.tokens.readTokens()?.access_token,
    language: deps.language,
    onUnauthorized: deps.onUnauthorized,
    ...(deps.createXhr === undefined ? {} : { createXhr: deps.createXhr }),
  });
  const session = { kind: "session" } as const;
  const call = <A>(spec: RequestSpec<A>): Promise<A> => http.request(spec);
  const get = <A>(
    path: string,
    decode: AnswerDecoder<A>,
    query?: Readonly<Record<string, string | number>>,
  ) =>
    call({
      method: "GET",
      path,
      auth: session,
      decode,
      ...(query === undefined || Object.keys(query).length === 0 ? {} : { query }),
    });
  const post = <A>(path: string, body: unknown, decode: AnswerDecoder<A>) =>
    call({ method: "POST", path, auth: session, body, decode });
  // The catalogue version this client holds (GET translations' ETag, unquoted): the base load names
  // it, and the server leaves the catalogue out when it is current (issue #41). The browser's HTTP
  // cache revalidates GET translations with the same ETag, so an unchanged catalogue costs a 304.
  let heldCatalogueVersion: string | undefined;
  const holdCatalogueVersion = (headers: Headers) => {
    const tag = headers.get("ETag")?.replace(/^W\//, "");
    if (tag?.startsWith('"') && tag.endsWith('"')) heldCatalogueVersion = tag.slice(1, -1);
  };

  return {
    login: ({ username, password }) =>
      call({
        method: "POST",
        path: "auth/login",
        auth: { kind: "basic", username, password },
        decode: checkTokenData,
      }),
    // The id token goes in the body; a stale stored login must not ride along.
    loginMicrosoft: (idToken) =>
      call({
        method: "POST",
        path: "v2/auth/login/microsoft",
        auth: { kind: "none" },
        body: { access_token: idToken },
        decode: checkTokenData,
      }),
    refreshToken: (refreshToken) =>
      call({
        method: "POST",
        path: "v2/auth/refresh-token",
        auth: { kind: "refresh", refreshToken },
        decode: checkRefreshAnswer,
      }),
    logout: () => call({ method: "POST", path: "v2/logs/logout", auth: session, decode: undefined }),
    authConfig: () => get("auth/config", checkAuthConfig),
    stores: () => get("auth/stores", decodeStores),
    jobs: () => get("auth/jobs", decodeJobPositions),
    register: (body) => post("auth/register", body, checkFlowAnswer),
    registeredData: (hash) => get(`auth/registered/data/${encodeURIComponent(hash)}`, decodeRegisteredData),
    verifyMobile: (hash) => post("auth/verify/mobile", { hash }, checkFlowAnswer),
    activate: (payload) => post("auth/activate", payload, checkFlowAnswer),
    forgotPassword: (payload) => post("v2/auth/forgot-password", payload, checkFlowAnswer),
    forgotPasswordByEmail: (email) => post("auth/forgot/password", { email }, checkFlowAnswer),
    checkResetLink: (hash) => get(`auth/reset/password/${encodeURIComponent(hash)}`, checkFlowAnswer),
    resetPassword: (body) => post("auth/reset/password", body, checkFlowAnswer),
    verifyEmailByHash: (hash) => get(`auth/verify/email/${encodeURIComponent(hash)}`, checkFlowAnswer),
    verifyEmail: (hash) => post("auth/verify/email", { hash }, checkFlowAnswer),
    translations: () =>
      call({
        method: "GET",
        path: "translations",
        auth: session,
        decode: checkTranslations,
        query: { app_id: TRANSLATIONS_APP_ID },
        onHeaders: holdCatalogueVersion,
      }),
    me: () => get("user/me", decodeUser),
    base: (locationId) =>
      get("base", decodeBaseLoad, {
        ...(locationId === undefined ? {} : { location_id: locationId }),
        ...(heldCatalogueVersion === undefined ? {} : { translations_version: heldCatalogueVersion }),
      }),
    pages: () => get("pages", decodeCustomPages),
    menu: () => get("menu", decodeMenu),
    posts: async (locationId) =>
      (
        await get("posts", decodePostPage, {
          view: "widget",
          ...(locationId === undefined ? {} : { location_id: locationId }),
        })
      ).items,
    trainingMaterial: () => get("training_material", decodeTrainingMaterials),
    devOutbox: () => call({ method: "GET", path: "dev/outbox", auth: { kind: "none" }, decode: acceptAny }),
    openApiDocument: () =>
      call({ method: "GET", path: "openapi.json", auth: { kind: "none" }, decode: acceptAny }),
    request: call,
    upload: http.upload,
    training: () => get("training", decodeTrainings),
    company: (accountId) => get(`company/${accountId}`, decodeCompanyDetails),
    employees: () => get("employees", decodeEmployees),
    actAs: (userId) => post("auth/act-as", { user_id: userId }, checkTokenData),
    externalPortalUrl: async () => (await get("weg", decodeExternalPortalUrl)).url,
    externalPortalAuth: () => get("wegPortalAuth", decodeExternalPortalAuth),
    get,
  };
}

export type { FranchiseStore };
