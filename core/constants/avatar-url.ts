import { AVATAR_BASE_PATH } from "./portal-constants";

// A lone UTF-16 surrogate cannot be URI-encoded (encodeURIComponent throws); it becomes U+FFFD.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const encodeSegment = (text: string): string => encodeURIComponent(text.replace(LONE_SURROGATE, "\uFFFD"));

/**
 * The avatar address of a user (spec 3: files/avatars/{id}.{avatar} under the host; spec 7: served
 * from /echo/files/avatars/). `host` is the configured origin ("https://portal.example.com", or ""
 * for the same origin); trailing slashes are dropped so the path never doubles them. A user without
 * an avatar extension (or without a usable id) has no avatar: null, so the UI shows its placeholder
 * instead of a broken image. Id and extension are URI-encoded so a strange value can never leave
 * the avatars folder.
 */
export function avatarUrl(
  host: string,
  id: number | string,
  avatar: string | null | undefined,
): string | null {
  if (typeof avatar !== "string" || avatar === "") return null;
  if (typeof id !== "number" && typeof id !== "string") return null;
  const origin = typeof host === "string" ? host.replace(/\/+$/, "") : "";
  return `${origin}${AVATAR_BASE_PATH}${encodeSegment(String(id))}.${encodeSegment(avatar)}`;
}
