import { describe, expect, it } from "vitest";
import { decodeCompanyDetails } from "./company-details";
import { isInvalid, isOk, type Decoded } from "./decode";
import { decodeEmployees } from "./employee";

const valueOf = <A>(result: Decoded<A>) => (isOk(result) ? result.value : undefined);
const pathsOf = <A>(result: Decoded<A>) => (isInvalid(result) ? result.error.paths : []);

describe("Employee", () => {
  it("has id, f_name, l_name, phone, mobile", () => {
    const employee = { id: 42, f_name: "Eleni", l_name: "K", phone: null, mobile: "6912345678" };
    expect(valueOf(decodeEmployees([employee]))).toEqual([employee]);
    expect(pathsOf(decodeEmployees([{ ...employee, l_name: undefined }]))).toEqual([[0, "l_name"]]);
  });
});

describe("CompanyDetails", () => {
  it("has url, twitter, facebook, each possibly null", () => {
    const details = { url: "https://example.gr", twitter: null, facebook: "https://facebook.com/x" };
    expect(valueOf(decodeCompanyDetails(details))).toEqual(details);
    expect(pathsOf(decodeCompanyDetails({ ...details, twitter: 1 }))).toEqual([["twitter"]]);
  });
});
