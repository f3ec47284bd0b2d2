import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from "../constants/portal-constants";
import {
  decodeCompleteRegistrationPayload,
  decodeForgotPasswordPayload,
  decodeLoginForm,
  decodeRegisterForm,
  encodeRegisterForm,
  GENDERS,
} from "./auth-forms";
import { isInvalid, isOk, type Decoded } from "./decode";

const valueOf = <A>(result: Decoded<A>) => (isOk(result) ? result.value : undefined);
const pathsOf = <A>(result: Decoded<A>) => (isInvalid(result) ? result.error.paths : []);

const staff = {
  first_name: "Maria",
  last_name: "Papadopoulou",
  gender: 2,
  country_code: 30,
  mobile: "6912345678",
  email: "maria@example.gr",
  role: "Staff",
  store: [3, 7],
  job_position: 4,
};

describe("LoginForm", () => {
  it("has username (the mobile) and pass", () => {
    expect(valueOf(decodeLoginForm({ username: "6912345678", pass: "secret" }))).toEqual({
      username: "6912345678",
      pass: "secret",
    });
  });

  it("names a missing pass", () => {
    expect(pathsOf(decodeLoginForm({ username: "6912345678" }))).toEqual([["pass"]]);
  });
});

describe("RegisterForm", () => {
  it("decodes every field of a Staff registration", () => {
    expect(valueOf(decodeRegisterForm(staff))).toEqual(staff);
  });

  it("defaults country_code to 30, role to Staff and store to an empty list", () => {
    const { country_code: _c, role: _r, store: _s, email: _e, job_position: _j, ...bare } = staff;
    expect(valueOf(decodeRegisterForm(bare))).toEqual({
      ...bare,
      country_code: 30,
      role: "Staff",
      store: [],
    });
    expect(DEFAULT_COUNTRY_CODE).toBe(30);
  });

  it("email and job_position are optional (a Trainee sends neither)", () => {
    const trainee = { ...staff, role: "Trainee", store: [], job_position: null };
    const { email: _e, ...noEmail } = trainee;
    expect(valueOf(decodeRegisterForm(noEmail))).toEqual(noEmail);
  });

  it("genders are 1 male, 2 female, 3 other, 4 no answer; others name gender", () => {
    expect(GENDERS).toEqual({ male: 1, female: 2, other: 3, noAnswer: 4 });
    for (const gender of [1, 2, 3, 4]) expect(isOk(decodeRegisterForm({ ...staff, gender }))).toBe(true);
    for (const gender of [0, 5, "1", null]) {
      expect(pathsOf(decodeRegisterForm({ ...staff, gender }))).toEqual([["gender"]]);
    }
  });

  it("country codes are 30, 40, 49, 357; others name country_code", () => {
    expect(COUNTRY_CODES).toEqual([30, 40, 49, 357]);
    for (const country_code of COUNTRY_CODES) {
      expect(isOk(decodeRegisterForm({ ...staff, country_code }))).toBe(true);
    }
    for (const country_code of [31, 44, "30", null]) {
      expect(pathsOf(decodeRegisterForm({ ...staff, country_code }))).toEqual([["country_code"]]);
    }
  });

  it("role is Staff or Trainee", () => {
    expect(isOk(decodeRegisterForm({ ...staff, role: "Trainee" }))).toBe(true);
    expect(pathsOf(decodeRegisterForm({ ...staff, role: "Manager" }))).toEqual([["role"]]);
  });

  it("store is a list of store ids; a bad id is named with its index", () => {
    expect(pathsOf(decodeRegisterForm({ ...staff, store: [3, "seven"] }))).toEqual([["store", 1]]);
    expect(pathsOf(decodeRegisterForm({ ...staff, store: [3, -1] }))).toEqual([["store", 1]]);
    expect(pathsOf(decodeRegisterForm({ ...staff, job_position: 1.5 }))).toEqual([["job_position"]]);
  });

  it("encodes back to the same body", () => {
    const decoded = valueOf(decodeRegisterForm(staff));
    expect(decoded && valueOf(encodeRegisterForm(decoded))).toEqual(staff);
  });
});

describe("CompleteRegistrationPayload", () => {
  const payload = {
    hash: "h4sh",
    code: "012345",
    password: "Secret#1",
    consent_email: true,
    terms: true,
  };

  it("has hash, code, password, consent_email, terms", () => {
    expect(valueOf(decodeCompleteRegistrationPayload(payload))).toEqual(payload);
  });

  it.each(["12345", "1234567", "12345a", "", 123456])("code %j is not 6 digits: names code", (code) => {
    expect(pathsOf(decodeCompleteRegistrationPayload({ ...payload, code }))).toEqual([["code"]]);
  });

  it("terms must be a boolean", () => {
    expect(pathsOf(decodeCompleteRegistrationPayload({ ...payload, terms: "yes" }))).toEqual([["terms"]]);
  });
});

describe("ForgotPasswordPayload", () => {
  it("type is phone or email", () => {
    const phone = { type: "phone", country_code: 357, value: "99123456" };
    expect(valueOf(decodeForgotPasswordPayload(phone))).toEqual(phone);
    const email = { type: "email", value: "a@b.gr" };
    expect(valueOf(decodeForgotPasswordPayload(email))).toEqual({ ...email, country_code: 30 });
    expect(pathsOf(decodeForgotPasswordPayload({ ...phone, type: "sms" }))).toEqual([["type"]]);
  });
});
