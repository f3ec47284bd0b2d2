import { describe, expect, it } from "vitest";
import { catalogueParts } from "../i18n/catalogue";
import { isApiArea } from "../permissions/api-areas";
import { menuTitleKey, type MenuEntry } from "../permissions/menu-entry";
import { BASE_LOAD_FIELDS } from "./area";
import { AREA_CATALOGUES } from "./area-catalogues";
import { AREAS } from "./area-list";

/*
 * What the area manifests (core/<area>/<area>.area.ts) declare fits together. That nothing an area
 * owns is declared elsewhere is checked by tests/architecture/area-manifests.test.ts.
 */

const withSubmenus = (entry: MenuEntry): MenuEntry[] => [
  entry,
  ...(entry.submenus ?? []).flatMap(withSubmenus),
];

describe("areas", () => {
  it("have distinct ids", () => {
    const ids = AREAS.map((area) => area.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("declare each route once, guarded by an area of the permission table", () => {
    const patterns = AREAS.flatMap((area) => area.routes.map((route) => route.pattern));
    expect(new Set(patterns).size).toBe(patterns.length);
    const unknown = AREAS.flatMap((area) =>
      area.routes.flatMap((route) =>
        route.guard.kind === "area" && !isApiArea(route.guard.area) ? [`${area.id} ${route.pattern}`] : [],
      ),
    );
    expect(unknown).toEqual([]);
  });

  it("place each menu entry on its own row of the spec's table, titled in the area's own catalogue", () => {
    const rows = AREAS.flatMap((area) => area.menu.map((placed) => placed.row));
    expect(rows.toSorted((a, b) => a - b)).toEqual(Array.from({ length: rows.length }, (_, i) => i + 1));
    const untitled = AREAS.flatMap((area) =>
      area.menu
        .flatMap((placed) => withSubmenus(placed.entry))
        .map((entry) => menuTitleKey(entry.name))
        .filter((key) => !Object.hasOwn(AREA_CATALOGUES[area.id], key))
        .map((key) => `${area.id}: ${key}`),
    );
    expect(untitled).toEqual([]);
  });

  it("fill every field of the base load, each field by one area", () => {
    const owners = AREAS.flatMap((area) => area.baseLoad);
    expect(owners.toSorted()).toEqual([...BASE_LOAD_FIELDS].toSorted());
  });

  it("own every catalogue part: each part is an area's or one of the few shared ones", () => {
    expect(Object.keys(catalogueParts).toSorted()).toEqual(
      ["dev", "journeys", "rules", "validation", ...AREAS.map((area) => area.id)].toSorted(),
    );
  });
});
