/*
 * Which property names hold personal data or credentials. Keys are compared after lower-casing
 * and dropping separators, so "access_token", "accessToken" and "Access-Token" are one key.
 */

/** A key containing one of these is secret: "newPassword", "refresh_token", "mobile_country"... */
const SECRET_PARTS = [
  "password",
  "passwd",
  "passcode",
  "secret",
  "token",
  "authorization",
  "cookie",
  "apikey",
  "phone",
  "mobile",
  "email",
  "firstname",
  "lastname",
  "birth",
  // The rest of a person's record (spec's User): not needed to replay a flow, and personal.
  "gender",
  "healthcertificate",
  "hiring",
  "clothing",
  "avatar",
  "address",
  "fullname",
  "surname",
  "displayname",
  // A reply's author on a ticket ("from_contact_name"): a person's name, read once a save opens
  // the saved ticket (issue 33, item 1).
  "contactname",
  "username",
  "hash",
  "pincode",
  "verificationcode",
  "smscode",
  "otp",
] as const;

/** Short names that are secret only when they are the whole key ("code" yes, "country_code" no). */
const SECRET_WHOLE_KEYS = new Set([
  "pass",
  "pwd",
  "pin",
  "code",
  "tel",
  "fname",
  "lname",
  "dob",
  "information",
]);

/** Keys that contain a secret part but hold no personal data, and that flows branch on. */
const NOT_SECRET = new Set(["mobilecountrycode", "phonecountrycode", "tokentype", "hashalgorithm"]);

export function normalizeKey(key: string): string {
  return key.toLowerCase().replace(/[^a-z0-9]/gu, "");
}

export function isSecretKey(key: string): boolean {
  const normalized = normalizeKey(key);
  if (NOT_SECRET.has(normalized)) return false;
  if (SECRET_WHOLE_KEYS.has(normalized)) return true;
  return SECRET_PARTS.some((part) => normalized.includes(part));
}

/** URL query parameters that carry secrets in this portal's links (`/setpassword?m=<hash>`). */
export function isSecretQueryParameter(name: string): boolean {
  return normalizeKey(name) === "m" || isSecretKey(name);
}
