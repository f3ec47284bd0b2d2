import * as fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { ROLES } from "../permissions/role";
import { meetingIsFor, meetingIsValid, validateMeeting, type MeetingInput } from "./meeting-input";

const NOW = Temporal.Instant.from("2026-11-24T10:00:00Z");
const VALID: MeetingInput = {
  dateTime: "2026-12-01T09:00:00+02:00",
  description: "Μηνιαία συνάντηση καταστήματος",
  duration_minutes: 60,
  store_ids: [1],
  roles: [],
};

describe("validateMeeting", () => {
  it("accepts a future meeting with a description and an audience", () => {
    expect(meetingIsValid(validateMeeting(VALID, NOW))).toBe(true);
  });

  it.each([
    [{ dateTime: "tomorrow" }, "dateTime", "b2b_meeting_date_invalid"],
    [{ dateTime: "2026-11-24T09:59:59Z" }, "dateTime", "b2b_meeting_date_past"],
    [{ description: " ab " }, "description", "b2b_meeting_description_length"],
    [{ description: "α".repeat(501) }, "description", "b2b_meeting_description_length"],
    [{ duration_minutes: 10 }, "duration_minutes", "b2b_meeting_duration_invalid"],
    [{ store_ids: [], roles: [] }, "audience", "b2b_meeting_audience_required"],
    [{ roles: ["admin"] }, "audience", "b2b_meeting_role_invalid"],
  ] as const)("refuses %o", (change, field, key) => {
    const errors = validateMeeting({ ...VALID, ...change }, NOW);
    expect(errors[field]).toEqual([key]);
  });

  it("property: the date passes exactly when it is after now", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e10, max: 1e10 }), (offsetMs) => {
        const at = NOW.add({ milliseconds: offsetMs });
        const errors = validateMeeting({ ...VALID, dateTime: at.toString() }, NOW);
        expect(errors.dateTime.length === 0).toBe(offsetMs > 0);
      }),
    );
  });

  it("property: any audience of known roles or 1 to 50 stores passes; none fails", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { maxLength: 60 }),
        fc.subarray([...ROLES]),
        (stores, roles) => {
          const errors = validateMeeting({ ...VALID, store_ids: stores, roles }, NOW);
          const ok = (stores.length > 0 || roles.length > 0) && stores.length <= 50;
          expect(errors.audience.length === 0).toBe(ok);
        },
      ),
    );
  });
});

describe("meetingIsFor", () => {
  it("property: for a person exactly when their role or one of their stores is invited", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10 })),
        fc.subarray([...ROLES]),
        fc.constantFrom(...ROLES),
        fc.array(fc.integer({ min: 1, max: 10 })),
        (storeIds, roles, role, personStores) => {
          const expected = roles.includes(role) || storeIds.some((s) => personStores.includes(s));
          expect(meetingIsFor({ store_ids: storeIds, roles }, { role, storeIds: personStores })).toBe(
            expected,
          );
        },
      ),
    );
  });
});
