import { describe, expect, it } from "vitest";
import { isInvalid, isOk, type Decoded } from "../schemas/decode";
import { decodeMaintenanceRecord, decodeMaintenanceRecords, encodeMaintenanceRecord } from "./maintenance";

const valueOf = <A>(result: Decoded<A>) => (isOk(result) ? result.value : undefined);
const pathsOf = <A>(result: Decoded<A>) => (isInvalid(result) ? result.error.paths : []);

const wire = {
  id: 3,
  title: "Extractor hood",
  maintenance_date: "2026-02-10",
  next_maintenance_date: "2026-08-10",
};

describe("MaintenanceRecord", () => {
  it("converts snake_case wire keys to camelCase", () => {
    const value = valueOf(decodeMaintenanceRecord(wire));
    expect(value && Object.keys(value).sort()).toEqual([
      "id",
      "maintenanceDate",
      "nextMaintenanceDate",
      "title",
    ]);
    expect(value?.maintenanceDate.toString()).toBe("2026-02-10");
    expect(value?.nextMaintenanceDate?.toString()).toBe("2026-08-10");
  });

  it("encodes back to snake_case", () => {
    const value = valueOf(decodeMaintenanceRecord(wire));
    expect(value && valueOf(encodeMaintenanceRecord(value))).toEqual(wire);
  });

  it("names the wire key of a bad date", () => {
    expect(pathsOf(decodeMaintenanceRecord({ ...wire, maintenance_date: "2026-02-31" }))).toEqual([
      ["maintenance_date"],
    ]);
    expect(pathsOf(decodeMaintenanceRecords([wire, { ...wire, next_maintenance_date: 5 }]))).toEqual([
      [1, "next_maintenance_date"],
    ]);
  });

  it("camelCase keys on the wire are not accepted in place of the snake_case ones", () => {
    const { maintenance_date: _m, ...rest } = wire;
    expect(pathsOf(decodeMaintenanceRecord({ ...rest, maintenanceDate: "2026-02-10" }))).toEqual([
      ["maintenance_date"],
    ]);
  });

  it("next_maintenance_date may be null", () => {
    expect(
      valueOf(decodeMaintenanceRecord({ ...wire, next_maintenance_date: null }))?.nextMaintenanceDate,
    ).toBeNull();
  });
});
