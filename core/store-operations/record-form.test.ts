import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TITLE_MAX_LENGTH, validateLicenseForm, validateMaintenanceForm } from "./record-form";

const license = {
  title: "Άδεια λειτουργίας",
  startDate: "2026-01-01",
  expirationDate: "2027-01-01",
  renewalDate: "",
};
const maintenance = {
  equipment: "Φούρνος Rational",
  maintenanceDate: "2026-05-01",
  nextMaintenanceDate: "2026-11-01",
  notes: "",
};

describe("licence form (examples)", () => {
  it("a complete licence passes", () => expect(validateLicenseForm(license)).toEqual([]));
  it("names each missing or wrong field", () => {
    expect(
      validateLicenseForm({ title: " ", startDate: "", expirationDate: "2026-02-30", renewalDate: "x" }),
    ).toEqual([
      { field: "title", key: "b2b_ops_title_required" },
      { field: "startDate", key: "b2b_ops_date_required" },
      { field: "expirationDate", key: "b2b_ops_date_invalid" },
      { field: "renewalDate", key: "b2b_ops_date_invalid" },
    ]);
  });
  it("an expiry on or before the start is refused", () => {
    expect(validateLicenseForm({ ...license, expirationDate: "2026-01-01" })).toEqual([
      { field: "expirationDate", key: "b2b_license_expiration_before_start" },
    ]);
  });
  it("a title over the limit is refused", () => {
    expect(validateLicenseForm({ ...license, title: "α".repeat(TITLE_MAX_LENGTH + 1) })).toEqual([
      { field: "title", key: "b2b_ops_title_too_long" },
    ]);
  });
});

describe("maintenance form (examples)", () => {
  it("a complete record passes", () => expect(validateMaintenanceForm(maintenance)).toEqual([]));
  it("the next service must come after this one", () => {
    expect(validateMaintenanceForm({ ...maintenance, nextMaintenanceDate: "2026-04-01" })).toEqual([
      { field: "nextMaintenanceDate", key: "b2b_maintenance_next_before_date" },
    ]);
  });
});

const iso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

describe("record forms (properties)", () => {
  it("never throw and only name fields of the form, for any text", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.string(), (a, b, c, d) => {
        for (const e of validateLicenseForm({ title: a, startDate: b, expirationDate: c, renewalDate: d }))
          expect(["title", "startDate", "expirationDate", "renewalDate"]).toContain(e.field);
        for (const e of validateMaintenanceForm({
          equipment: a,
          maintenanceDate: b,
          nextMaintenanceDate: c,
          notes: d,
        }))
          expect(["equipment", "maintenanceDate", "nextMaintenanceDate", "notes"]).toContain(e.field);
      }),
    );
  });
  it("a licence whose expiry follows its start is valid whatever the dates", () => {
    const day = fc.integer({ min: 0, max: 40_000 });
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 4000 }), (start, length) => {
        expect(
          validateLicenseForm({ ...license, startDate: iso(start), expirationDate: iso(start + length) }),
        ).toEqual([]);
        expect(
          validateLicenseForm({ ...license, startDate: iso(start + length), expirationDate: iso(start) }).map(
            (e) => e.key,
          ),
        ).toEqual(["b2b_license_expiration_before_start"]);
      }),
    );
  });
});
