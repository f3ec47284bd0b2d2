import {
  decodeAdminCompany,
  decodeAdminCompanyPage,
  decodeAdminStore,
  decodeAdminStorePage,
  decodeAdminUser,
  decodeAdminUserPage,
  type AdminFormValues,
  type AdminStore,
} from "../../core/admin/admin-wire";
import { IDEMPOTENCY_KEY_HEADER } from "../../core/idempotency/idempotency-key";
import { decodeJobPositions } from "../../core/schemas/store";
import type { AdminPorts } from "../../machines/admin/admin-ports";
import type { AnswerDecoder, HttpClient } from "../api/http-client";

const SESSION = { kind: "session" } as const;
/** The pickers read every company in one page: a franchise group has dozens, not hundreds. */
const ALL_COMPANIES_LIMIT = 200;
/** The store choice reads every open store, a page of the largest size at a time. */
const STORE_PAGE_LIMIT = 200;

type Request = HttpClient["request"];

const pageOf = <Row>(page: { readonly items: readonly Row[]; readonly next_cursor: string | null }) => ({
  rows: page.items,
  nextCursor: page.next_cursor,
});

/** Only the filters that say something go in the query string ("" is "any"). */
const filters = (query: Readonly<Record<string, string>>, cursor: string | null) => ({
  ...Object.fromEntries(Object.entries(query).filter(([, value]) => value.trim() !== "")),
  ...(cursor === null ? {} : { cursor }),
});

/** A create is POSTed once with its key; an edit is PUT to the record (the same body either way). */
function saveRecord<Out>(
  request: Request,
  path: string,
  decode: AnswerDecoder<Out>,
): (id: number | undefined, values: AdminFormValues, key: string) => Promise<Out> {
  return (id, values, key) =>
    id === undefined
      ? request({
          method: "POST",
          path,
          auth: SESSION,
          body: values,
          decode,
          headers: { [IDEMPOTENCY_KEY_HEADER]: key },
        })
      : request({ method: "PUT", path: `${path}/${id}`, auth: SESSION, body: values, decode });
}

const action =
  <Out>(request: Request, path: string, verb: string, decode: AnswerDecoder<Out>) =>
  (id: number): Promise<Out> =>
    request({ method: "POST", path: `${path}/${id}/${verb}`, auth: SESSION, decode });

/** The console's calls (server/admin/routes/), through the app's one HTTP client. */
export function createAdminApi(request: Request): Omit<AdminPorts, "drafts" | "newKey"> {
  return {
    jobPositions: () =>
      request({ method: "GET", path: "auth/jobs", auth: { kind: "none" }, decode: decodeJobPositions }),
    stores: {
      list: async (query, cursor) =>
        pageOf(
          await request({
            method: "GET",
            path: "admin/stores",
            auth: SESSION,
            decode: decodeAdminStorePage,
            query: filters({ q: query.q, state: query.state }, cursor),
          }),
        ),
      read: (id) =>
        request({ method: "GET", path: `admin/stores/${id}`, auth: SESSION, decode: decodeAdminStore }),
      save: saveRecord(request, "admin/stores", decodeAdminStore),
      close: action(request, "admin/stores", "close", decodeAdminStore),
      reopen: action(request, "admin/stores", "reopen", decodeAdminStore),
      allOpen: async () => {
        const stores: AdminStore[] = [];
        let cursor: string | null = null;
        do {
          const page: { readonly items: readonly AdminStore[]; readonly next_cursor: string | null } =
            await request({
              method: "GET",
              path: "admin/stores",
              auth: SESSION,
              decode: decodeAdminStorePage,
              query: { state: "open", limit: STORE_PAGE_LIMIT, ...(cursor === null ? {} : { cursor }) },
            });
          stores.push(...page.items);
          cursor = page.next_cursor;
        } while (cursor !== null);
        return stores.toSorted((a, b) => a.title.localeCompare(b.title));
      },
    },
    companies: {
      list: async (query, cursor) =>
        pageOf(
          await request({
            method: "GET",
            path: "admin/companies",
            auth: SESSION,
            decode: decodeAdminCompanyPage,
            query: filters({ q: query.q }, cursor),
          }),
        ),
      read: (id) =>
        request({ method: "GET", path: `admin/companies/${id}`, auth: SESSION, decode: decodeAdminCompany }),
      save: saveRecord(request, "admin/companies", decodeAdminCompany),
      all: async () =>
        (
          await request({
            method: "GET",
            path: "admin/companies",
            auth: SESSION,
            decode: decodeAdminCompanyPage,
            query: { limit: ALL_COMPANIES_LIMIT },
          })
        ).items.toSorted((a, b) => a.name.localeCompare(b.name)),
    },
    people: {
      list: async (query, cursor) =>
        pageOf(
          await request({
            method: "GET",
            path: "admin/users",
            auth: SESSION,
            decode: decodeAdminUserPage,
            query: filters({ q: query.q, status: query.status }, cursor),
          }),
        ),
      read: (id) =>
        request({ method: "GET", path: `admin/users/${id}`, auth: SESSION, decode: decodeAdminUser }),
      invite: (values, key) => saveRecord(request, "admin/users", decodeAdminUser)(undefined, values, key),
      assign: (id, values) =>
        request({
          method: "PUT",
          path: `admin/users/${id}/assignment`,
          auth: SESSION,
          body: values,
          decode: decodeAdminUser,
        }),
      resendInvitation: action(request, "admin/users", "invitation", decodeAdminUser),
      setRights: (id, rights) =>
        request({
          method: "PUT",
          path: `admin/users/${id}/rights`,
          auth: SESSION,
          body: rights,
          decode: decodeAdminUser,
        }),
      deactivate: action(request, "admin/users", "deactivate", decodeAdminUser),
      reactivate: action(request, "admin/users", "reactivate", decodeAdminUser),
      endSessions: action(request, "admin/users", "end-sessions", decodeAdminUser),
    },
  };
}
