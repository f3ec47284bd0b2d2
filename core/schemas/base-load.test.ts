import { describe, expect, it } from "vitest";
import { decodeBaseLoad, encodeBaseLoad } from "./base-load";
import { isInvalid, isOk, type Decoded } from "./decode";

const valueOf = <A>(result: Decoded<A>) => (isOk(result) ? result.value : undefined);
const pathsOf = <A>(result: Decoded<A>) => (isInvalid(result) ? result.error.paths : []);

const base = {
  tickets: [],
  franchiseStores: [{ id: 5, title: "Thessaloniki Port", warehouse_id: 8 }],
  maintenance: [{ id: 1, title: "Hood", maintenance_date: "2026-01-02", next_maintenance_date: null }],
  tasks: [
    {
      id: 4,
      project_id: 2,
      title: "Order napkins",
      contact_name: "Nikos",
      archived: 0,
      deadline_date: "2026-06-30",
      c_stamp: "2026-06-01T08:00:00Z",
      m_stamp: "2026-06-01T08:00:00Z",
    },
  ],
  license: [
    {
      id: 2,
      title: "Health licence",
      startDate: "2025-01-01",
      expirationDate: "2027-01-01",
      renewalDate: null,
      files: [{ id: 9, extension: "pdf" }],
    },
  ],
  staff: [{ id: 42, f_name: "Eleni", l_name: "K", phone: null, mobile: "6912345678" }],
  storeMenu: [{ id: 1, name: "Souvlaki", physicalStock: 40, stockDifference: -2, edited: false }],
  translations: { b2b_hello: { gr: "Γεια", en: "Hello" } },
  averageScore: 87.5,
  knowledgeBaseNotes: [{ id: 1, title: "Opening", content: "Keys are…", c_stamp: "2026-01-01T00:00:00Z" }],
  azureUser: false,
};

describe("BaseLoad", () => {
  it("decodes the eleven listed keys and encodes back", () => {
    const value = valueOf(decodeBaseLoad(base));
    expect(value && Object.keys(value).sort()).toEqual(
      [
        "tickets",
        "franchiseStores",
        "maintenance",
        "tasks",
        "license",
        "staff",
        "storeMenu",
        "translations",
        "averageScore",
        "knowledgeBaseNotes",
        "azureUser",
      ].sort(),
    );
    expect(value?.maintenance[0]?.maintenanceDate.toString()).toBe("2026-01-02");
    expect(value?.tasks[0]?.deadline_date?.toString()).toBe("2026-06-30");
    expect(value && valueOf(encodeBaseLoad(value))).toEqual(base);
  });

  it("ignores fields the spec does not show", () => {
    const value = valueOf(decodeBaseLoad({ ...base, banners: [1, 2], version: "x" }));
    expect(value && "banners" in value).toBe(false);
  });

  it("names a missing key and a bad nested field", () => {
    const { storeMenu: _s, ...noMenu } = base;
    expect(pathsOf(decodeBaseLoad(noMenu))).toEqual([["storeMenu"]]);
    const badTask = { ...base, tasks: [{ ...base.tasks[0], archived: 2 }] };
    expect(pathsOf(decodeBaseLoad(badTask))).toEqual([["tasks", 0, "archived"]]);
    const badText = { ...base, translations: { b2b_hello: { gr: "Γεια" } } };
    expect(pathsOf(decodeBaseLoad(badText))).toEqual([["translations", "b2b_hello", "en"]]);
  });

  it("averageScore may be null", () => {
    expect(valueOf(decodeBaseLoad({ ...base, averageScore: null }))?.averageScore).toBeNull();
  });
});
