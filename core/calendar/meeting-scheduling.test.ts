import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HEAD_OFFICE_COMPANY } from "../constants/portal-constants";
import { ROLES } from "../permissions/role";
import type { PermissionSession } from "../permissions/session";
import { mayScheduleMeetings } from "./meeting-scheduling";

const session = (role: (typeof ROLES)[number]): PermissionSession => ({
  role,
  user: { id: 9, type: 2, company: HEAD_OFFICE_COMPANY },
  azure: role === "azureUser",
});

describe("mayScheduleMeetings", () => {
  it("head office with the every-store grant may; a store manager may not", () => {
    expect(mayScheduleMeetings(session("greg-user"), { allStores: true })).toBe(true);
    expect(mayScheduleMeetings(session("store_manager"), { allStores: false })).toBe(false);
  });

  it("property: never without the every-store grant, never without a session", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROLES), fc.boolean(), (role, allStores) => {
        expect(mayScheduleMeetings(session(role), { allStores: false })).toBe(false);
        expect(mayScheduleMeetings(undefined, { allStores })).toBe(false);
      }),
    );
  });
});
