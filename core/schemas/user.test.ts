import { describe, expect, it } from "vitest";
import { isInvalid, isOk, type Decoded } from "./decode";
import { ROLES as PORTAL_ROLES } from "../permissions/role";
import { decodeRegisteredData } from "./registered-data";
import { decodeTokenData } from "./token-data";
import { decodeUser, encodeUser } from "./user";

const valueOf = <A>(result: Decoded<A>) => (isOk(result) ? result.value : undefined);
const pathsOf = <A>(result: Decoded<A>) => (isInvalid(result) ? result.error.paths : []);

const user = {
  id: 42,
  type: 2,
  gender: 1,
  f_name: "Nikos",
  l_name: "Georgiou",
  company: "Franchise Group Head Office",
  avatar: "png",
  information: {
    phone: "2101234567",
    phone_country_code: 30,
    mobile: "6912345678",
    mobile_country_code: 30,
    email: "nikos@example.gr",
  },
  stamp_format: { date: "DD/MM/YYYY", time: "HH:mm" },
  health_certificate_begin_date: "2026-01-15",
  health_certificate_end_date: "2027-01-14",
  dob: "1990-05-20",
  consent: true,
  hiring_date: "2020-09-01",
  clothing_size: "M",
  account_id: 7,
  portal_user_type: 2,
  portal_user_role: "store_manager",
};

describe("User", () => {
  it("decodes every field; dates become Temporal.PlainDate", () => {
    const value = valueOf(decodeUser(user));
    expect(value?.information).toEqual(user.information);
    expect(value?.stamp_format).toEqual({ date: "DD/MM/YYYY", time: "HH:mm" });
    expect(value?.health_certificate_begin_date?.toString()).toBe("2026-01-15");
    expect(value?.health_certificate_end_date?.toString()).toBe("2027-01-14");
    expect(value?.dob?.toString()).toBe("1990-05-20");
    expect(value?.hiring_date?.toString()).toBe("2020-09-01");
    expect(value?.portal_user_role).toBe("store_manager");
    expect(value && valueOf(encodeUser(value))).toEqual(user);
  });

  it("names a bad nested field by its full path", () => {
    const bad = { ...user, information: { ...user.information, mobile: 6912345678 } };
    expect(pathsOf(decodeUser(bad))).toEqual([["information", "mobile"]]);
  });

  it("an impossible date is named", () => {
    expect(pathsOf(decodeUser({ ...user, dob: "1990-02-30" }))).toEqual([["dob"]]);
    expect(pathsOf(decodeUser({ ...user, health_certificate_end_date: "soon" }))).toEqual([
      ["health_certificate_end_date"],
    ]);
  });

  it("role is one of the six portal roles", () => {
    expect(PORTAL_ROLES).toEqual([
      "azureUser",
      "greg-user",
      "user",
      "trainee",
      "franchisee",
      "store_manager",
    ]);
    for (const role of PORTAL_ROLES) {
      expect(valueOf(decodeUser({ ...user, portal_user_role: role }))?.portal_user_role).toBe(role);
    }
    expect(pathsOf(decodeUser({ ...user, portal_user_role: "admin" }))).toEqual([["portal_user_role"]]);
  });

  it("type is any integer (2 and 23 are seen)", () => {
    for (const type of [2, 23, 0, 99]) expect(isOk(decodeUser({ ...user, type }))).toBe(true);
    expect(pathsOf(decodeUser({ ...user, type: 2.5 }))).toEqual([["type"]]);
    expect(pathsOf(decodeUser({ ...user, portal_user_type: "23" }))).toEqual([["portal_user_type"]]);
  });

  it.each(["DD/MM/YYYY", "DD-MM-YYYY", "YYYY-MM-DD", "D.M.YY", "DD MMM YYYY"])(
    "date pattern %s is accepted",
    (date) => {
      expect(isOk(decodeUser({ ...user, stamp_format: { date, time: "HH:mm" } }))).toBe(true);
    },
  );

  it.each(["HH:mm", "HH:mm:ss", "h:mm A", "H.mm"])("time pattern %s is accepted", (time) => {
    expect(isOk(decodeUser({ ...user, stamp_format: { date: "DD/MM/YYYY", time } }))).toBe(true);
  });

  it("a malformed stamp_format pattern is named", () => {
    const bad = { ...user, stamp_format: { date: "%d/%m/%Y", time: "" } };
    expect(pathsOf(decodeUser(bad))).toEqual([
      ["stamp_format", "date"],
      ["stamp_format", "time"],
    ]);
  });

  it("unknown details may be null", () => {
    const sparse = {
      ...user,
      gender: null,
      company: null,
      avatar: null,
      information: {
        phone: null,
        phone_country_code: null,
        mobile: null,
        mobile_country_code: null,
        email: null,
      },
      health_certificate_begin_date: null,
      health_certificate_end_date: null,
      dob: null,
      hiring_date: null,
      clothing_size: null,
      account_id: null,
    };
    expect(isOk(decodeUser(sparse))).toBe(true);
  });
});

describe("RegisteredData", () => {
  it("has the fields of the complete-registration screen", () => {
    const data = {
      mobile: "6912345678",
      mobile_country_code: 30,
      first_name: "Eleni",
      last_name: "K",
      email: null,
      store: ["Athens Centre", "Piraeus"],
      job_position: "Cashier",
      is_trainee: false,
    };
    expect(valueOf(decodeRegisteredData(data))).toEqual(data);
    expect(pathsOf(decodeRegisteredData({ ...data, store: [1] }))).toEqual([["store", 0]]);
  });
});

describe("TokenData", () => {
  it("has access_token and refresh_token, both non-empty", () => {
    const tokens = { access_token: "a.b.c", refresh_token: "d.e.f" };
    expect(valueOf(decodeTokenData(tokens))).toEqual(tokens);
    expect(pathsOf(decodeTokenData({ ...tokens, access_token: "" }))).toEqual([["access_token"]]);
    expect(pathsOf(decodeTokenData({ access_token: "a" }))).toEqual([["refresh_token"]]);
  });
});
