import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { ROLES } from "./role";
import { routeAccess } from "./route-access";
import { ROUTE_TABLE } from "./route-table";
import {
  DASHBOARD_SHORTCUTS,
  linksFor,
  MEETING_SCREENS,
  rolesAt,
  TRAINING_SCREENS,
  type ScreenLink,
} from "./screen-links";
import { HEAD_OFFICE, validSession } from "./test-sessions";

const paths = (links: readonly ScreenLink[]) => links.map((link) => link.path);

// Every concrete route of the table (a sample id for a parameter), as a link to draw from.
const ROUTE_LINKS: readonly ScreenLink[] = ROUTE_TABLE.map((entry) => ({
  path: entry.pattern.replace(/:[^/]+/gu, "17"),
  labelKey: "ui_x",
}));
const anyLinks = fc.subarray([...ROUTE_LINKS, ...DASHBOARD_SHORTCUTS, ...TRAINING_SCREENS]);

describe("links to screens outside the menu table (issue #33 item 4)", () => {
  test.prop([anyLinks, fc.constantFrom(...ROLES)])(
    "a role gets exactly the links it may open, in their order",
    (links, role) => {
      const kept = linksFor(links, role);
      expect(links.filter((link) => kept.includes(link))).toEqual(kept);
      for (const link of links) {
        const opens = routeAccess(link.path, validSession(role), HEAD_OFFICE)._tag === "Allow";
        expect(kept.includes(link)).toBe(opens);
      }
    },
  );

  test.prop([anyLinks, fc.anything().filter((value) => !ROLES.some((role) => role === value))])(
    "an unknown role gets no link",
    (links, role) => {
      expect(linksFor(links, role)).toEqual([]);
    },
  );

  it("every link names a route of the table", () => {
    for (const link of [...TRAINING_SCREENS, ...MEETING_SCREENS, ...DASHBOARD_SHORTCUTS])
      expect(rolesAt(link.path).length).toBeGreaterThan(0);
    expect(rolesAt("/nowhere")).toEqual([]);
    expect(rolesAt("/calendar")).toEqual([]);
    expect(rolesAt("/register")).toEqual([]);
  });

  it("the screens the issue names each have a place", () => {
    const placed = new Set(paths([...TRAINING_SCREENS, ...MEETING_SCREENS, ...DASHBOARD_SHORTCUTS]));
    for (const path of ["/notes", "/note-videos", "/messages", "/upcoming", "/upcomingmeetings"])
      expect(placed.has(path)).toBe(true);
    expect(placed.has("/equipment-maintenance?tab=stock")).toBe(true);
  });

  it("a trainee: meetings, notes and videos; the training screens but the files", () => {
    expect(paths(linksFor(DASHBOARD_SHORTCUTS, "trainee"))).toEqual([
      "/upcoming",
      "/upcomingmeetings",
      "/notes",
      "/note-videos",
    ]);
    expect(paths(linksFor(TRAINING_SCREENS, "trainee"))).toEqual([
      "/training",
      "/training_material",
      "/notes",
      "/note-videos",
      "/training-history",
    ]);
  });

  it("franchisee and store_manager also get messages and the stock count (spec 6)", () => {
    for (const role of ["franchisee", "store_manager"] as const)
      expect(paths(linksFor(DASHBOARD_SHORTCUTS, role))).toEqual(paths(DASHBOARD_SHORTCUTS));
    expect(paths(linksFor(TRAINING_SCREENS, "franchisee"))).toEqual([
      "/training",
      "/training_material",
      "/notes",
      "/note-videos",
    ]);
  });

  it("head office staff get every training screen, and no store screens", () => {
    expect(paths(linksFor(TRAINING_SCREENS, "user"))).toEqual(paths(TRAINING_SCREENS));
    expect(paths(linksFor(DASHBOARD_SHORTCUTS, "user"))).not.toContain("/messages");
    expect(linksFor(MEETING_SCREENS, "greg-user")).toEqual(MEETING_SCREENS);
  });
});
