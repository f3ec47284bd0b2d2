/**
 * File names come from the user's machine and end up in storage keys, in Content-Disposition
 * headers and on other people's disks when they download. sanitiseFileName makes a name safe for
 * all three while keeping it recognisable, and always keeps the extension (type checks and the
 * downloader's program choice depend on it).
 */

export const FILE_NAME_MAX_LENGTH = 150;
const EXTENSION_MAX_LENGTH = 16;
const FALLBACK_STEM = "file";

// C0, DEL and C1 controls; bidirectional overrides that can disguise "gpj.exe" as "exe.jpg".
// oxlint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL_OR_BIDI = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
// A lone surrogate cannot be encoded as UTF-8 (it would turn into U+FFFD somewhere downstream).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/gu;
// Characters Windows refuses in names; slashes are gone already (only the last segment is kept).
const WINDOWS_FORBIDDEN = /[<>:"|?*]/gu;
// Device names Windows reserves whatever the extension ("con.txt" cannot be created).
const RESERVED_STEM = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\..*)?$/iu;
const EXTENSION = new RegExp(`^[a-z0-9]{1,${EXTENSION_MAX_LENGTH}}$`, "iu");

const trimSpacesAndDots = (text: string): string => text.replace(/^[\s.]+|[\s.]+$/gu, "");

/** The first `count` code points of the text (never splits a surrogate pair). */
const takeCodePoints = (text: string, count: number): string =>
  [...text].slice(0, Math.max(0, count)).join("");

/**
 * A safe version of a user's file name: only the last path segment; no control, bidi or
 * Windows-forbidden characters; not a reserved device name; no leading or trailing dots and spaces;
 * at most FILE_NAME_MAX_LENGTH code points; the extension (1 to 16 letters or digits) kept in lower
 * case; never empty ("file" stands in for a name with nothing left).
 */
export function sanitiseFileName(name: unknown): string {
  const raw = typeof name === "string" ? name : "";
  const segment = (raw.normalize("NFC").split(/[/\\]/u).pop() ?? "")
    .replace(LONE_SURROGATE, "")
    .replace(CONTROL_OR_BIDI, "")
    .replace(WINDOWS_FORBIDDEN, "_")
    // Windows drops trailing dots and spaces, so "a.pdf. " is "a.pdf"; leading dots stay for now so
    // ".pdf" still shows its extension.
    .replace(/^\s+|[\s.]+$/gu, "");
  const dot = segment.lastIndexOf(".");
  const candidate = dot >= 0 ? segment.slice(dot + 1) : "";
  const extension = EXTENSION.test(candidate) ? candidate.toLowerCase() : "";
  const rawStem = extension === "" ? segment : segment.slice(0, dot);
  let stem = trimSpacesAndDots(rawStem.replace(/\s+/gu, " "));
  if (RESERVED_STEM.test(stem)) stem = `_${stem}`;
  const suffix = extension === "" ? "" : `.${extension}`;
  stem = trimSpacesAndDots(takeCodePoints(stem, FILE_NAME_MAX_LENGTH - [...suffix].length));
  return `${stem === "" ? FALLBACK_STEM : stem}${suffix}`;
}

// RFC 8187 attr-char: encodeURIComponent leaves ' ( ) * ! unescaped, which the header grammar forbids.
const encodeRfc8187 = (text: string): string =>
  encodeURIComponent(text).replace(
    /['()*!]/gu,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );

/**
 * The Content-Disposition header of a download: `attachment` (never rendered inline, so an HTML or
 * SVG upload cannot run in our origin), an ASCII fallback name for old clients and the exact UTF-8
 * name in filename*.
 */
export function contentDispositionFor(name: unknown): string {
  const safe = sanitiseFileName(name);
  const ascii = safe.replace(/[^\u0020-\u007e]/gu, "_").replace(/["\\]/gu, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc8187(safe)}`;
}
