import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maskText, redact, redactText } from "./redact";
import { isSecretKey } from "./secret-keys";

// Secrets never contain the mask characters (x, X, 0), so a masked copy can never equal them.
const secretChar = fc.constantFrom(..."abcdefghijkmnpqrstuvwyzABCDEFGHJKLMNPQRSTUVWYZ123456789".split(""));
const secretWord = fc.string({ unit: secretChar, minLength: 6, maxLength: 24 });
const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(..."123456789".split("")), minLength: min, maxLength: max });

const secretKeyName = fc.constantFrom(
  "password",
  "newPassword",
  "confirm_password",
  "pass",
  "code",
  "pin",
  "access_token",
  "refreshToken",
  "id_token",
  "idToken",
  "token",
  "Authorization",
  "mobile",
  "mobile_number",
  "phone",
  "email",
  "username",
  "first_name",
  "last_name",
  "f_name",
  "l_name",
  "fullName",
  "from_contact_name",
  "dob",
  "date_of_birth",
  "hash",
);

/** A secret planted by value shape, inside ordinary text under an ordinary key. */
const shapedSecret = fc.oneof(
  fc.tuple(secretWord, secretWord).map(([local, domain]) => `${local}@${domain}.com`),
  fc.tuple(secretWord, secretWord, secretWord).map(([h, p, s]) => `eyJ${h}.${p}9.${s}`),
  digits(7, 14),
  fc.tuple(digits(3, 3), digits(3, 3), digits(4, 4)).map(([a, b, c]) => `+30 ${a} ${b} ${c}`),
  fc.tuple(secretWord, digits(2, 4), secretWord).map(([a, b, c]) => `${a}${b}${c}`.padEnd(16, "k")),
  secretWord.map((hash) => `/setpassword?m=${hash}`),
  secretWord.map((token) => `https://portal.example/#access_token=${token}`),
);

const plainWord = fc.constantFrom("ok", "store", "ready", "el", "true", "Athens", "30");
const plainKey = fc.constantFrom("note", "status", "language", "store", "items", "country_code", "type");

interface Planted {
  readonly payload: unknown;
  readonly secrets: ReadonlyArray<string>;
}

const leaf: fc.Arbitrary<Planted> = fc.oneof(
  fc.oneof(plainWord, fc.integer({ min: -99, max: 99 }), fc.boolean(), fc.constant(null)).map((payload) => ({
    payload,
    secrets: [],
  })),
  fc
    .tuple(secretKeyName, secretWord)
    .map(([key, secret]) => ({ payload: { [key]: secret }, secrets: [secret] })),
  fc.tuple(secretKeyName, digits(6, 10)).map(([key, secret]) => ({
    payload: { [key]: Number(secret) },
    secrets: [secret],
  })),
  fc.tuple(plainKey, plainWord, shapedSecret).map(([key, word, secret]) => ({
    payload: { [key]: `${word} ${secret} ${word}` },
    secrets: [secret.replace(/^.*[=?#]/u, "")],
  })),
);

const tree: fc.Arbitrary<Planted> = fc.letrec<{ node: Planted }>((self) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc.array(self("node"), { maxLength: 4 }).map((children) => ({
      payload: children.map((c) => c.payload),
      secrets: children.flatMap((c) => c.secrets),
    })),
    fc.array(fc.tuple(plainKey, self("node")), { maxLength: 4 }).map((pairs) => ({
      payload: Object.fromEntries(pairs.map(([k, c]) => [k, c.payload])),
      secrets: pairs.flatMap(([, c]) => c.secrets),
    })),
    // A whole object under a secret key ("tokens": {...}) is masked leaf by leaf.
    fc.tuple(fc.constantFrom("tokens", "user_email", "credentials_password"), self("node")).map(([k, c]) => ({
      payload: { [k]: c.payload, wrapper: c.payload },
      secrets: c.secrets,
    })),
  ),
})).node;

describe("redact", () => {
  it("lets no planted secret survive, wherever it sits in a nested payload", () => {
    fc.assert(
      fc.property(tree, ({ payload, secrets }) => {
        const out = JSON.stringify(redact(payload).value);
        for (const secret of secrets) expect(out).not.toContain(secret);
      }),
      { numRuns: 400 },
    );
  });

  it("never throws and always returns JSON that round-trips", () => {
    fc.assert(
      fc.property(
        fc.anything({ withMap: true, withSet: true, withDate: true, withBigInt: true }),
        (value) => {
          const { value: out } = redact(value);
          expect(JSON.parse(JSON.stringify(out ?? null))).toEqual(out ?? null);
        },
      ),
    );
  });

  it("keeps the shape so replayed forms stay valid, and lists what it masked", () => {
    const { value, paths } = redact({
      username: "maria@example.com",
      password: "Secret123!",
      code: "123456",
      country_code: 30,
      language: "el",
    });
    expect(value).toEqual({
      username: "xxxxx@xxxxxxx.xxx",
      password: "Xxxxxx000!",
      code: "000000",
      country_code: 30,
      language: "el",
    });
    expect(paths).toEqual(["username", "password", "code"]);
  });

  it("masks tokens by key, including nested objects and numbers", () => {
    const { value } = redact({ output: { access_token: "abc", refresh_token: "def", expires_in: 3600 } });
    expect(value).toEqual({ output: { access_token: "xxx", refresh_token: "xxx", expires_in: 3600 } });
  });

  it("masks secrets found by shape in free text and links", () => {
    expect(redactText("call +30 691 234 5678 now")).toBe("call +00 000 000 0000 now");
    expect(redactText("/setpassword?m=Ab12Cd34&lang=el")).toBe("/setpassword?m=Xx00Xx00&lang=el");
    expect(redactText("/resetpassword/9f8e7d6c5b4a39281706")).toBe("/resetpassword/0x0x0x0x0x0x00000000");
    expect(redactText("https://x.example/cb#id_token=abc")).toBe("https://x.example/cb#xx_xxxxx=xxx");
    expect(redactText("eyJhbGciOi.eyJzdWIiOiIx.SflKxwRJSM")).toBe("xxXxxXxxXx.xxXxxXXxXxXx.XxxXxxXXXX");
    expect(redactText("2025-01-31 ready")).toBe("2025-01-31 ready");
    // Message keys drive the screens: they must survive.
    expect(redactText("b2b_wrong_username_password")).toBe("b2b_wrong_username_password");
  });

  it("turns errors, dates, cycles and functions into JSON", () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic["self"] = cyclic;
    const { value } = redact({
      error: Object.assign(new Error("boom"), { status: 500 }),
      when: new Date("2025-01-31T00:00:00Z"),
      cyclic,
      fn: () => 1,
    });
    expect(value).toEqual({
      error: { name: "Error", message: "boom", status: 500 },
      when: "2025-01-31T00:00:00.000Z",
      cyclic: { a: 1, self: "[circular]" },
    });
  });

  it("reads keys in any spelling", () => {
    const secret = [
      "Password",
      "access-token",
      "accessToken",
      "F_NAME",
      "mobileNumber",
      "e_mail",
      "dob",
      "birthDate",
      "date_of_birth",
      "gender",
      "health_certificate_begin_date",
      "health_certificate_end_date",
      "hiring_date",
      "clothing_size",
      "avatar",
      "information",
    ];
    expect(secret.filter((key) => !isSecretKey(key))).toEqual([]);
    const plain = ["country_code", "mobile_country_code", "language", "status", "type", "portal_user_type"];
    expect(plain.filter((key) => isSecretKey(key))).toEqual([]);
  });

  it("masks letters and digits of every script", () => {
    expect(maskText("Γιώργος 42")).toBe("Xxxxxxx 00");
  });
});
