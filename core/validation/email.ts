import { codePointLength } from "./loose-input";
import type { ValidationKey } from "./validation-key";

/**
 * The one e-mail rule of the portal (spec 5: "a standard address pattern"), used by every form.
 *
 * A practical subset of RFC 5321/5322 with internationalised addresses (RFC 6531 / IDN):
 * - exactly one "@", nothing around it trimmed: white space anywhere makes the address invalid;
 * - local part: dot-separated atoms (no leading, trailing or double dot) of Unicode letters, marks,
 *   numbers and the RFC atom symbols !#$%&'*+/=?^_`{|}~- ; at most 64 code points;
 * - domain: at least two dot-separated labels of Unicode letters, marks, numbers and inner hyphens,
 *   each at most 63 code points; the last label (top-level domain) has at least 2 code points and
 *   is letters only, or an ASCII "xn--" punycode label;
 * - whole address at most 254 code points.
 * Left out on purpose, because real sign-ups never need them and they confuse people and servers:
 * quoted local parts, comments, IP-literal domains and dotless domains ("user@localhost").
 * Lengths count code points, not UTF-8 octets, so a non-ASCII address may be slightly longer
 * than the RFC octet limits allow; mail servers are the final judge of such addresses.
 */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;
export const EMAIL_LABEL_MAX_LENGTH = 63;

// Each pattern is a single character class with a quantifier, so matching is linear (no ReDoS).
const LOCAL_ATOM = /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+$/u;
const DOMAIN_LABEL = /^[\p{L}\p{M}\p{N}-]+$/u;
const LETTER_TLD = /^[\p{L}\p{M}]{2,}$/u;
const PUNYCODE_TLD = /^xn--[a-z0-9-]+$/i;

export function isValidEmail(value: unknown): value is string {
  if (typeof value !== "string") return false;
  if (codePointLength(value) > EMAIL_MAX_LENGTH) return false;
  const parts = value.split("@");
  if (parts.length !== 2) return false;
  const [local = "", domain = ""] = parts;
  return isValidLocalPart(local) && isValidDomain(domain);
}

/** The e-mail field of a form: [] when valid, otherwise the spec's 'Please enter a valid email'. */
export function validateEmail(value: unknown): readonly ValidationKey[] {
  return isValidEmail(value) ? [] : ["b2b_email_invalid"];
}

function isValidLocalPart(local: string): boolean {
  if (local.length === 0 || codePointLength(local) > EMAIL_LOCAL_MAX_LENGTH) return false;
  return local.split(".").every((atom) => LOCAL_ATOM.test(atom));
}

function isValidDomain(domain: string): boolean {
  const labels = domain.split(".");
  if (labels.length < 2) return false;
  const allLabelsValid = labels.every(
    (label) =>
      DOMAIN_LABEL.test(label) &&
      !label.startsWith("-") &&
      !label.endsWith("-") &&
      codePointLength(label) <= EMAIL_LABEL_MAX_LENGTH,
  );
  const topLevel = labels.at(-1) ?? "";
  return allLabelsValid && (LETTER_TLD.test(topLevel) || PUNYCODE_TLD.test(topLevel));
}
