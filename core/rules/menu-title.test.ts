import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { menuTitle } from "./menu-title";

describe("menuTitle (spec 9: Greek lowercased with accents removed)", () => {
  it("examples", () => {
    expect(menuTitle("Εκπαίδευση")).toBe("εκπαιδευση");
    expect(menuTitle("ΕΚΠΑΊΔΕΥΣΗ")).toBe("εκπαιδευση");
    expect(menuTitle("Ιστορικό Εκπαίδευσης")).toBe("ιστορικο εκπαιδευσης");
    expect(menuTitle("ΣΥΧΝΈΣ ΕΡΩΤΉΣΕΙΣ")).toBe("συχνες ερωτησεις"); // final sigma as ς
    expect(menuTitle("Προϊόντα")).toBe("προιοντα"); // dialytika and tonos
    expect(menuTitle("ΐ ΰ Ϊ Ϋ")).toBe("ι υ ι υ");
    expect(menuTitle("Dashboard")).toBe("dashboard");
    expect(menuTitle(null)).toBe("");
  });

  it("properties: no combining marks, no uppercase, idempotent", () => {
    const greekish = fc.string({
      unit: fc.constantFrom(
        ..."ΑΆΒΓΔΕΈΖΗΉΘΙΊΪΚΛΜΝΞΟΌΠΡΣΤΥΎΫΦΧΨΩΏαάβγδεέζηήθιίϊΐκλμνξοόπρσςτυύϋΰφχψωώ \u0301\u0308",
      ),
    });
    fc.assert(
      fc.property(
        fc.oneof(greekish, fc.string({ unit: "grapheme" }), fc.string({ unit: "binary" })),
        (title) => {
          const shown = menuTitle(title);
          expect(/\p{M}/u.test(shown)).toBe(false);
          expect(shown).toBe(shown.toLowerCase());
          expect(menuTitle(shown)).toBe(shown);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("never throws on arbitrary input", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(() => menuTitle(value as string)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });
});
