import { describe, expect, it } from "vitest";
import { isInvalid, isOk, type Decoded } from "../schemas/decode";
import { decodeLicence, encodeLicence } from "./licence";

const valueOf = <A>(result: Decoded<A>) => (isOk(result) ? result.value : undefined);
const pathsOf = <A>(result: Decoded<A>) => (isInvalid(result) ? result.error.paths : []);

const licence = {
  id: 2,
  title: "Health licence",
  startDate: "2025-01-01",
  expirationDate: "2027-01-01",
  renewalDate: "2026-12-01",
  files: [{ id: 9, extension: "pdf" }],
};

describe("Licence", () => {
  it("has startDate, expirationDate, renewalDate and files { id, extension }", () => {
    const value = valueOf(decodeLicence(licence));
    expect(value?.startDate.toString()).toBe("2025-01-01");
    expect(value?.expirationDate.toString()).toBe("2027-01-01");
    expect(value?.renewalDate?.toString()).toBe("2026-12-01");
    expect(value?.files).toEqual([{ id: 9, extension: "pdf" }]);
    expect(value && valueOf(encodeLicence(value))).toEqual(licence);
  });

  it("names a bad date and a bad file", () => {
    expect(pathsOf(decodeLicence({ ...licence, expirationDate: "2027-13-01" }))).toEqual([
      ["expirationDate"],
    ]);
    expect(pathsOf(decodeLicence({ ...licence, files: [{ id: 9 }] }))).toEqual([["files", 0, "extension"]]);
  });
});
