import type { Context } from "hono";

/**
 * The catalogue column for the request's `Language` header (el → gr, anything else → en; the spec's
 * browser sends en by default and gr as el).
 */
export function requestLanguage(c: Context): "gr" | "en" {
  const header = (c.req.header("Language") ?? "").trim().toLowerCase();
  return header === "el" || header === "gr" || header.startsWith("el-") ? "gr" : "en";
}
