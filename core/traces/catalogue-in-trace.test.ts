import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { catalogue } from "../i18n/catalogue";
import { CATALOGUE_MARK, catalogueVersion, compactCatalogues, expandCatalogues } from "./catalogue-in-trace";
import type { Json } from "./redact";

const entry = fc.record({ gr: fc.string(), en: fc.string() });
const texts = fc.dictionary(
  fc.string({ minLength: 1 }).filter((k) => k !== CATALOGUE_MARK),
  entry,
  {
    minKeys: 1,
  },
);

describe("catalogues in a trace (issue 20 item 10)", () => {
  it("keeps the version and the keys of the shipped catalogue, not its texts, at any depth it is loaded", () => {
    const answer = { translations: catalogue, pages: [], company: { name: "Κεντρικά" } };
    const kept = compactCatalogues(answer) as { translations: Record<string, unknown>; company: unknown };
    expect(kept.company).toEqual({ name: "Κεντρικά" });
    expect(kept.translations).toEqual({
      [CATALOGUE_MARK]: { version: catalogueVersion(catalogue), keys: Object.keys(catalogue) },
    });
    const size = JSON.stringify(kept).length;
    expect(size).toBeLessThan(JSON.stringify(answer).length / 3);
    expect(JSON.stringify(kept)).not.toContain(catalogue["ui_login_title"]?.gr ?? "?");
  });

  it("puts the shipped texts back for a replay", () => {
    const kept = compactCatalogues(catalogue) as Json;
    expect(expandCatalogues(kept, catalogue)).toEqual(
      Object.fromEntries(Object.entries(catalogue).map(([key, e]) => [key, { gr: e.gr, en: e.en }])),
    );
  });

  test.prop([texts])("the version changes with any text, and compact → expand keeps every key", (t) => {
    const [first] = Object.keys(t);
    if (first === undefined) return;
    const changed = { ...t, [first]: { gr: `${t[first]?.gr}!`, en: t[first]?.en ?? "" } };
    expect(catalogueVersion(changed)).not.toBe(catalogueVersion(t));
    const expanded = expandCatalogues(compactCatalogues(t) as Json, {}) as Record<string, unknown>;
    expect(Object.keys(expanded).sort()).toEqual(Object.keys(t).sort());
  });

  it("hands on dates and other non-plain values untouched", () => {
    const dob = new Date("1990-05-01T00:00:00Z");
    const kept = compactCatalogues({ user: { dob } }) as { user: { dob: unknown } };
    expect(kept.user.dob).toBe(dob);
  });

  test.prop([fc.jsonValue()])("leaves values without a catalogue as they were", (value) => {
    fc.pre(!JSON.stringify(value).includes('"gr"') && !JSON.stringify(value).includes('"en"'));
    expect(compactCatalogues(value)).toEqual(value);
  });
});
