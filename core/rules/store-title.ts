import { STORE_TITLE_ELLIPSIS, STORE_TITLE_MAX_CHARACTERS } from "../constants/portal-constants";
import { userCharacters } from "./user-characters";

/**
 * A store title as shown (spec 3, 9): at most 35 user-perceived characters, plus the ellipsis only
 * when something was cut. Counting graphemes, not UTF-16 units, keeps accented Greek and emoji
 * whole. Nothing is trimmed: the title is the server's text, cut, nothing else.
 */
export function cutStoreTitle(title: string | null | undefined): string {
  if (typeof title !== "string") return "";
  const characters = userCharacters(title);
  if (characters.length <= STORE_TITLE_MAX_CHARACTERS) return title;
  return characters.slice(0, STORE_TITLE_MAX_CHARACTERS).join("") + STORE_TITLE_ELLIPSIS;
}
