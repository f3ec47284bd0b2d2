/*
 * A name a stranger typed at registration, as it may appear in a message to an approver (issue 29
 * item 4). The approver's e-mail and SMS are trusted mail from the portal, so the typed text must not
 * be able to pass for the portal's own words: it is shown only inside a fixed sentence, in quotes, on
 * one line, capped, and with anything a mail client would turn into a link broken
 * (`https[:]//evil[.]example`, `someone[@]mail[.]example`).
 */

/** At most this many characters of the typed name reach a message; longer ones end in "…". */
export const TYPED_NAME_MAX = 60;

/** Quote marks the message wraps the name in: taken out of the name so it cannot close them. */
const QUOTES = /["“”„«»‹›`]/gu;
/** Control, format and line/paragraph separators: a name stays on one line and shows what it is. */
const INVISIBLE_OR_BREAKING = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * The typed name, defanged for a message: NFKC (so fullwidth `．` or `＠` become the plain ones this
 * then breaks), one line, no quote marks, `://` → `[:]//`, `@` → `[@]`, and a `.` between two
 * letters or digits → `[.]`, then capped at `TYPED_NAME_MAX` characters. An initial such as "Μ. Κ." is left
 * alone (a space follows its dot).
 */
export function typedNameForMessage(typed: string): string {
  const oneLine = typed
    .normalize("NFKC")
    .replace(INVISIBLE_OR_BREAKING, " ")
    .replace(QUOTES, "'")
    .replace(/\s+/gu, " ")
    .trim();
  const defanged = oneLine
    .replace(/:\/\//gu, "[:]//")
    .replace(/@/gu, "[@]")
    .replace(/(?<=[\p{L}\p{N}])\.(?=[\p{L}\p{N}])/gu, "[.]");
  // Capped last: a cut through "[.]" leaves brackets, never a dot between two letters.
  const chars = [...defanged];
  return chars.length > TYPED_NAME_MAX ? `${chars.slice(0, TYPED_NAME_MAX).join("").trimEnd()}…` : defanged;
}
