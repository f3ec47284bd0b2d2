import { describe, expect, it } from "vitest";
import { AREAS } from "../../core/areas/area-list";
import { FEATURE_SCREENS, screenOf } from "./feature-screens";

describe("feature screens", () => {
  it("come from area folders, for routes their own area's manifest declares", () => {
    const areas = new Map<string, (typeof AREAS)[number]>(AREAS.map((area) => [area.id, area]));
    const strays = [...FEATURE_SCREENS.entries()].flatMap(([id, screens]) => {
      const area = areas.get(id);
      if (area === undefined) return [`ui/features/${id}: no area "${id}" in core/areas/area-list.ts`];
      return Object.keys(screens)
        .filter((pattern) => !area.routes.some((route) => route.pattern === pattern))
        .map((pattern) => `ui/features/${id}: ${pattern} is not a route of ${id}.area.ts`);
    });
    expect(strays).toEqual([]);
  });

  it("give the built screens, and nothing for a route no area has built yet", () => {
    // Every area but those still to be built has its folder of screens (the console's come with issue 35).
    const unbuilt = ["auth"];
    expect([...FEATURE_SCREENS.keys()].toSorted()).toEqual(
      AREAS.map((area) => area.id)
        .filter((id) => !unbuilt.includes(id))
        .toSorted(),
    );
    expect(screenOf("/invoices")).toBeDefined();
    expect(screenOf("/transactions")).toBeDefined();
    expect(screenOf("/note-videos")).toBeDefined();
    expect(screenOf("/training-files")).toBeDefined();
    expect(screenOf("/tickets")).toBeDefined();
    expect(screenOf("/users")).toBeDefined();
    expect(screenOf("/tasks")).toBeDefined();
    expect(screenOf("/projects")).toBeUndefined();
  });
});
