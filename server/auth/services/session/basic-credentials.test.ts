import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { mobileCandidates, parseBasicAuthorization } from "./basic-credentials";

const basic = (text: string) => `Basic ${Buffer.from(text, "utf8").toString("base64")}`;

describe("parseBasicAuthorization", () => {
  it("splits at the first colon, so passwords may contain colons", () => {
    expect(parseBasicAuthorization(basic("6900000001:a:b#c"))).toEqual({
      username: "6900000001",
      password: "a:b#c",
    });
  });

  it("refuses other schemes and bodies without a colon", () => {
    expect(parseBasicAuthorization(undefined)).toBeNull();
    expect(parseBasicAuthorization("Bearer abc")).toBeNull();
    expect(parseBasicAuthorization(basic("no-colon"))).toBeNull();
  });

  test.prop([fc.string(), fc.string()])("round-trips any username without a colon", (user, password) => {
    const username = user.replaceAll(":", "");
    expect(parseBasicAuthorization(basic(`${username}:${password}`))).toEqual({ username, password });
  });

  test.prop([fc.string()])("never throws on any header", (header) => {
    expect(() => parseBasicAuthorization(header)).not.toThrow();
  });
});

describe("mobileCandidates", () => {
  it("reads a bare national number as Greek (+30)", () => {
    expect(mobileCandidates("6900000001")[0]).toEqual({ countryCode: "30", mobile: "6900000001" });
  });

  it.each(["306900000001", "+306900000001", "00306900000001", "+30 690 000 0001"])(
    "finds the Greek number in %s",
    (form) => {
      expect(mobileCandidates(form)).toContainEqual({ countryCode: "30", mobile: "6900000001" });
    },
  );

  it("knows the other offered country codes", () => {
    expect(mobileCandidates("+35799123456")).toContainEqual({ countryCode: "357", mobile: "99123456" });
  });

  it("gives nothing for text that is not a phone number", () => {
    expect(mobileCandidates("admin")).toEqual([]);
    expect(mobileCandidates("")).toEqual([]);
  });
});
