import { IDEMPOTENCY_KEY_HEADER } from "../../core/idempotency/idempotency-key";
import { API_BASE_PATH } from "../../core/constants/portal-constants";
import type { Ok } from "../../core/schemas/decode";
import {
  decodeAnnouncements,
  decodeBanners,
  decodeNotifications,
  decodePostCategories,
  decodePostDetail,
  decodePostPage,
  decodePostReach,
  decodePostReminded,
  decodePostSaved,
} from "../../core/posts/posts-wire";
import { decodeUploadedFile } from "../../core/files/uploaded-file";
import type { PostsApiPort } from "../../machines/posts/posts-ports";
import type { HttpClient } from "../api/http-client";

/* The posts calls (docs/decisions.md, "Posts and announcements") over the app's one HTTP client. */

export interface PostsApiDeps {
  /** Scheme and host, "" for the page's own origin. */
  readonly host: string;
  readonly request: HttpClient["request"];
  readonly upload: HttpClient["upload"];
  /** A fresh Idempotency-Key for a publish (crypto.randomUUID in the browser). */
  readonly newKey: () => string;
}

const SESSION = { kind: "session" } as const;
const store = (storeId: number | undefined) => (storeId === undefined ? {} : { location_id: storeId });
const acceptAnyAnswer = (input: unknown): Ok<unknown> => ({ _tag: "Ok", value: input });

export function createPostsApi(deps: PostsApiDeps): PostsApiPort {
  const base = `${deps.host}${API_BASE_PATH}`;
  const get = <A>(
    path: string,
    decode: (input: unknown) => import("../../core/schemas/decode").Decoded<A>,
    query?: Readonly<Record<string, string | number>>,
  ) =>
    deps.request({ method: "GET", path, auth: SESSION, decode, ...(query === undefined ? {} : { query }) });
  const send = <A>(
    method: "POST" | "PUT",
    path: string,
    body: unknown,
    decode: (input: unknown) => import("../../core/schemas/decode").Decoded<A>,
    headers?: Readonly<Record<string, string>>,
  ) =>
    deps.request({
      method,
      path,
      auth: SESSION,
      body,
      decode,
      ...(headers === undefined ? {} : { headers }),
    });

  return {
    list: (r) =>
      get("posts", decodePostPage, {
        ...store(r.storeId),
        tab: r.tab,
        ...(r.categoryId === null ? {} : { category_id: r.categoryId }),
        ...(r.search.trim() === "" ? {} : { q: r.search.trim() }),
        ...(r.cursor === null ? {} : { cursor: r.cursor }),
      }),
    widget: (storeId) => get("posts", decodePostPage, { ...store(storeId), view: "widget" }),
    detail: (id) => get(`posts/${id}`, decodePostDetail),
    countRead: async (id) => {
      await send("POST", "posts_counter", { post_id: id }, acceptAnyAnswer);
    },
    acknowledge: async (id) => {
      await send("POST", "posts_acknowledge", { post_id: id }, acceptAnyAnswer);
    },
    categories: () => get("post_categories", decodePostCategories),
    reach: (id) => get(`posts/reach/${id}`, decodePostReach),
    remind: async (id) => (await send("POST", `posts/remind/${id}`, {}, decodePostReminded)).reminded,
    save: async (id, body, key) => {
      const headers = { [IDEMPOTENCY_KEY_HEADER]: key };
      const saved = await (id === null
        ? send("POST", "posts_publish", body, decodePostSaved, headers)
        : send("PUT", `posts_publish/${id}`, body, decodePostSaved, headers));
      return saved.id;
    },
    newKey: deps.newKey,
    upload: (file) => {
      const form = new FormData();
      form.append("file", file, file.name ?? "file");
      return deps.upload({
        path: "posts/files/upload",
        form,
        onProgress: () => undefined,
        decode: decodeUploadedFile,
      }).done;
    },
    announcements: () => get("announcements", decodeAnnouncements),
    banners: () => get("banners", decodeBanners),
    notifications: () => get("notifications", decodeNotifications),
    markRead: (id) => send("POST", "notification", { id }, decodeNotifications),
    absoluteUrl: (url) =>
      /^https?:\/\//iu.test(url) ? url : url.startsWith("/") ? `${deps.host}${url}` : `${base}/${url}`,
  };
}
