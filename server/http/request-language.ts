import type { Context } from "hono";
import { DEFAULT_MESSAGE_LANGUAGE, type MessageLanguage } from "../services/delivery/message-text";

/** The catalogue column of one language tag: el/gr (any region) → gr, en → en, else undefined. */
function catalogueColumn(tag: string): MessageLanguage | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_;]/)[0];
  if (primary === "el" || primary === "gr") return "gr";
  if (primary === "en") return "en";
  return undefined;
}

/** The language the signed-in app says it shows (the spec's `Language` header), when it says one. */
export function appLanguageHeader(c: Context): MessageLanguage | undefined {
  return catalogueColumn(c.req.header("Language") ?? "");
}

/**
 * The catalogue column of the request's language: the spec's `Language` header (sent with a stored
 * login; gr travels as el), else the first language of `Accept-Language` that we have (the browser
 * app sets it to the app's language on public calls, so a registration or a reset asked for in
 * English is answered in English), else Greek, the portal's default (spec 1).
 */
export function requestLanguage(c: Context): MessageLanguage {
  const header = appLanguageHeader(c);
  if (header !== undefined) return header;
  for (const tag of (c.req.header("Accept-Language") ?? "").split(",")) {
    const column = catalogueColumn(tag);
    if (column !== undefined) return column;
  }
  return DEFAULT_MESSAGE_LANGUAGE;
}
