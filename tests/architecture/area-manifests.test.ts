import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AREAS } from "../../core/areas/area-list";
import { SERVER_AREAS } from "../../server/server-areas";
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
      (path) =>
        !path.startsWith("core/i18n/") &&
        (path.endsWith("-catalogue.ts") || /satisfies CataloguePart/u.test(readFileSync(path, "utf8"))),
    );
    const areaTexts = readFileSync("core/areas/area-catalogues.ts", "utf8");
    const unowned = partFiles.filter(
      (path) => !areaTexts.includes(`"../${path.slice("core/".length, -".ts".length)}"`),
    );
    expect(unowned).toEqual([]);
  });

  it("give each area one catalogue file, and its journey texts at most one more, in its own folder", () => {
    const catalogueFiles = coreFiles().filter(
      (path) => path.endsWith("-catalogue.ts") && !path.startsWith("core/i18n/"),
    );
    const strays = catalogueFiles.filter((path) => {
      const [, folder, file] = path.split("/");
      return file !== `${folder}-catalogue.ts` && file !== `${folder}-journeys-catalogue.ts`;
    });
    expect(strays).toEqual([]);
    expect(
      AREAS.filter((area) => !catalogueFiles.includes(`core/${area.id}/${area.id}-catalogue.ts`)),
    ).toEqual([]);
  });

  it("list every server area folder's manifest in server/server-areas.ts (a missing line breaks nothing else)", () => {
    const manifests = typeScriptFilesUnder("server", "sources").filter((path) =>
      /^server\/[a-z0-9-]+\/[a-z0-9-]+\.server-area\.ts$/u.test(path),
    );
    expect(manifests.length).toBeGreaterThan(10);
    const listed = SERVER_AREAS.map((area) => `server/${area.id}/${area.id}.server-area.ts`);
    expect(manifests.toSorted()).toEqual(listed.toSorted());
    // Every browser area that has permission rows of its own is served by the server area of its id.
    const served = new Set(SERVER_AREAS.map((area) => area.id));
    expect(
      AREAS.filter((area) => Object.keys(area.apiAreas).length > 0 && !served.has(area.id)).map(
        (area) => area.id,
      ),
    ).toEqual([]);
  });
});
