import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AREAS } from "../../core/areas/area-list";
import { typeScriptFilesUnder } from "./support/project-files";

/*
 * An area is declared in one place, its manifest (core/<area>/<area>.area.ts), and listed once in
 * core/areas/area-list.ts, its texts once in core/areas/area-catalogues.ts (docs/architecture.md,
 * "Adding an area"; the texts stay out of the manifests so that the login page, which builds its
 * routes from the manifests, does not load them). These checks fail when something an area owns
 * (a route, a menu entry, a catalogue part, screens) is declared anywhere else.
 */

const coreFiles = (): string[] =>
  typeScriptFilesUnder("core", "sources").filter((path) => path.endsWith(".ts"));

describe("area manifests", () => {
  it("have distinct ids, and one manifest file each, named after the id", () => {
    const ids = AREAS.map((area) => area.id);
    const manifests = coreFiles().filter((path) => path.endsWith(".area.ts"));
    expect(manifests.toSorted()).toEqual(ids.map((id) => `core/${id}/${id}.area.ts`).toSorted());
  });

  it("are the only place in core that declares routes, menu entries or area catalogue parts", () => {
    const declarations = coreFiles()
      .filter((path) => !path.endsWith(".area.ts") && !path.startsWith("core/i18n/"))
      .flatMap((path) => {
        const source = readFileSync(path, "utf8");
        const found: string[] = [];
        if (/\bpattern:\s*"\//u.test(source)) found.push(`${path}: a route`);
        if (/\b(?:shownEntry|hiddenEntry)\(/u.test(source) && !path.endsWith("menu-entry.ts"))
          found.push(`${path}: a menu entry`);
        return found;
      });
    expect(declarations).toEqual([]);
    // A catalogue part outside core/i18n (an area's) is read only through the list of area texts.
    const partFiles = coreFiles().filter(
      (path) => !path.startsWith("core/i18n/") && /satisfies CataloguePart/u.test(readFileSync(path, "utf8")),
    );
    const areaTexts = readFileSync("core/areas/area-catalogues.ts", "utf8");
    const unowned = partFiles.filter(
      (path) => !areaTexts.includes(`"../${path.slice("core/".length, -".ts".length)}"`),
    );
    expect(unowned).toEqual([]);
  });
});
