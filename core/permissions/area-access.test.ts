import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { API_AREAS, API_AREA_ROLES, isApiArea } from "./api-areas";
import { areaAccess } from "./area-access";
import { ROLES } from "./role";
import { routeAccess } from "./route-access";
import { ROUTE_TABLE } from "./route-table";
import { HEAD_OFFICE, validSession } from "./test-sessions";

describe("areaAccess (server data routes)", () => {
  it("answers Unauthenticated without a session", () => {
    expect(areaAccess("tickets", null, HEAD_OFFICE)).toEqual({ _tag: "Unauthenticated" });
    expect(areaAccess(null, null, HEAD_OFFICE)).toEqual({ _tag: "Unauthenticated" });
  });

  it("lets any signed-in user through a login-only route", () => {
    expect(areaAccess(null, { ...validSession("azureUser"), azure: false }, HEAD_OFFICE)).toEqual({
      _tag: "Allow",
    });
  });

  it("answers Forbidden for a foreign role and for a user record that fails the user-type check", () => {
    expect(areaAccess("users", validSession("user"), HEAD_OFFICE)).toEqual({ _tag: "Forbidden" });
    const wrongType = { ...validSession("store_manager"), user: { id: 3, type: 5, company: HEAD_OFFICE } };
    expect(areaAccess("users", wrongType, HEAD_OFFICE)).toEqual({ _tag: "Forbidden" });
  });

  test.prop([fc.constantFrom(...API_AREAS), fc.constantFrom(...ROLES)], { numRuns: 200 })(
    "allows a valid session exactly when its role is in the area's list",
    (area, role) => {
      const allowed = (API_AREA_ROLES[area] as readonly string[]).includes(role);
      const tag = JSON.stringify(areaAccess(area, validSession(role), HEAD_OFFICE));
      return tag === JSON.stringify({ _tag: allowed ? "Allow" : "Forbidden" });
    },
  );

  it("agrees with the browser on every area route", () => {
    for (const entry of ROUTE_TABLE) {
      if (entry.guard.kind !== "area") continue;
      const { area } = entry.guard;
      if (!isApiArea(area))
        throw new Error(`${entry.pattern} names no area of the permission table: ${area}`);
      const path = entry.pattern.replace(/:[a-z]+/, "1");
      for (const role of ROLES) {
        const browserAllows =
          JSON.stringify(routeAccess(path, validSession(role), HEAD_OFFICE)) === '{"_tag":"Allow"}';
        const serverAllows =
          JSON.stringify(areaAccess(area, validSession(role), HEAD_OFFICE)) === '{"_tag":"Allow"}';
        expect({ path, role, browserAllows }).toEqual({ path, role, browserAllows: serverAllows });
      }
    }
  });

  it("covers every area the browser routes use, and each area has a route", () => {
    const routed = new Set(
      ROUTE_TABLE.flatMap((entry) =>
        entry.guard.kind === "area" || entry.guard.kind === "switched" ? [entry.guard.area] : [],
      ),
    );
    expect([...routed].sort()).toEqual([...API_AREAS].sort());
  });
});
