/**
 * An iCalendar TEXT value (RFC 5545 §3.3.11): a backslash, a semicolon and a comma are escaped with
 * a backslash, and a line break becomes the two characters `\n`. The `ics` library does this for an
 * event's SUMMARY and DESCRIPTION but writes an alarm's DESCRIPTION with only its line breaks
 * encoded (and a lone CR not even that), so the feed passes alarm texts through this first.
 */
export const icsText = (text: string): string =>
  text
    .replace(/\\/gu, "\\\\")
    .replace(/;/gu, "\\;")
    .replace(/,/gu, "\\,")
    .replace(/\r\n|\r|\n/gu, "\\n");

/** The reverse, as a calendar application reads the value (for tests and checks). */
export const readIcsText = (value: string): string =>
  value.replace(/\\([\\;,nN])/gu, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
