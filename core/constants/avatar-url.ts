import { AVATAR_BASE_PATH } from "./portal-constants";

/**
 * The avatar address of a user (spec 3: files/avatars/{id}.{avatar} under the host; spec 7: served
 * from /echo/files/avatars/). `host` is the configured origin ("https://portal.example.com", or ""
 * for the same origin); trailing slashes are dropped so the path never doubles them. A user without
 * an avatar extension has no avatar: null, so the UI shows its placeholder instead of a broken image.
 * Id and extension are URI-encoded so a strange value can never leave the avatars folder.
 */
export function avatarUrl(
  host: string,
  id: number | string,
  avatar: string | null | undefined,
): string | null {
  if (avatar === null || avatar === undefined || avatar === "") return null;
  if (typeof avatar !== "string") return null;
  const origin = typeof host === "string" ? host.replace(/\/+$/, "") : "";
  return `${origin}${AVATAR_BASE_PATH}${encodeURIComponent(String(id))}.${encodeURIComponent(avatar)}`;
}
