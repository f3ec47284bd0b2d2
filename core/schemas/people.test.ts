import { describe, expect, it } from "vitest";
import { decodeCompanyDetails } from "./company-details";
import { isInvalid, isOk, type Decoded } from "./decode";
import { decodeEmployees } from "./employee";
import { decodeActivityLog, decodeCommunicationLog } from "./logs";

const valueOf = <A>(result: Decoded<A>) => (isOk(result) ? result.value : undefined);
const pathsOf = <A>(result: Decoded<A>) => (isInvalid(result) ? result.error.paths : []);

describe("Employee", () => {
  it("has id, f_name, l_name, phone, mobile", () => {
    const employee = { id: 42, f_name: "Eleni", l_name: "K", phone: null, mobile: "6912345678" };
    expect(valueOf(decodeEmployees([employee]))).toEqual([employee]);
    expect(pathsOf(decodeEmployees([{ ...employee, l_name: undefined }]))).toEqual([[0, "l_name"]]);
  });
});

describe("CommunicationLogEntry", () => {
  it("has to_id, to_name, channel_type, content, c_stamp", () => {
    const entry = {
      id: 1,
      to_id: 9,
      to_name: "Maria P",
      channel_type: "email",
      content: "Your ticket was resolved.",
      c_stamp: "2026-04-02T08:00:00Z",
    };
    expect(valueOf(decodeCommunicationLog([entry]))?.[0]?.c_stamp.toString()).toBe("2026-04-02T08:00:00Z");
    expect(pathsOf(decodeCommunicationLog([{ ...entry, to_id: null }]))).toEqual([[0, "to_id"]]);
  });
});

describe("ActivityLogEntry", () => {
  it("has contact_id, avatar, fullname, status, ip", () => {
    const entry = {
      id: 1,
      contact_id: 9,
      avatar: "png",
      fullname: "Maria P",
      status: "login",
      ip: "10.0.0.1",
    };
    expect(valueOf(decodeActivityLog([entry]))).toEqual([entry]);
    expect(isOk(decodeActivityLog([{ ...entry, avatar: null }]))).toBe(true);
    expect(pathsOf(decodeActivityLog([{ ...entry, ip: 10 }]))).toEqual([[0, "ip"]]);
  });
});

describe("CompanyDetails", () => {
  it("has url, twitter, facebook, each possibly null", () => {
    const details = { url: "https://example.gr", twitter: null, facebook: "https://facebook.com/x" };
    expect(valueOf(decodeCompanyDetails(details))).toEqual(details);
    expect(pathsOf(decodeCompanyDetails({ ...details, twitter: 1 }))).toEqual([["twitter"]]);
  });
});
