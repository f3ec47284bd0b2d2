import { fc } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { TYPED_NAME_MAX, typedNameForMessage } from "./typed-name";

const holds = <T>(property: fc.IPropertyWithHooks<T>) =>
  fc.defaultReportMessage(fc.check(property, { numRuns: 300 }));

const nasty = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: "grapheme", maxLength: 100 }),
  fc.webUrl().map((url) => `Visit ${url} to approve`),
  fc.emailAddress(),
  fc.constantFrom(
    "https://evil.example/login",
    "ｅｖｉｌ．ｅｘａｍｐｌｅ",
    "a＠b．c",
    "x\u2028y\r\nz",
    "“quoted”",
  ),
);

describe("typedNameForMessage (issue 29 item 4)", () => {
  it("pins the examples: links and addresses broken, initials and Greek names kept", () => {
    expect(typedNameForMessage("Visit https://evil.example/login to approve")).toBe(
      "Visit https[:]//evil[.]example/login to approve",
    );
    expect(typedNameForMessage("boss@evil.example")).toBe("boss[@]evil[.]example");
    expect(typedNameForMessage("ｅｖｉｌ．ｅｘａｍｐｌｅ")).toBe("evil[.]example");
    expect(typedNameForMessage("  Ελένη\n\nΜάρκου ")).toBe("Ελένη Μάρκου");
    expect(typedNameForMessage("Μ. Κ. Παπαδόπουλος")).toBe("Μ. Κ. Παπαδόπουλος");
    expect(typedNameForMessage('Νίκος" approved. "Ok')).toBe("Νίκος' approved. 'Ok");
    expect(typedNameForMessage("α".repeat(100))).toBe(`${"α".repeat(TYPED_NAME_MAX)}…`);
    expect(TYPED_NAME_MAX).toBe(60);
  });

  it("whatever is typed, the result is one capped line with no link, address or quote mark left", () => {
    expect(
      holds(
        fc.property(nasty, (typed) => {
          const shown = typedNameForMessage(typed);
          return (
            [...shown].length <= TYPED_NAME_MAX + 1 &&
            !/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(shown) &&
            !/["“”„«»‹›`]/u.test(shown) &&
            !shown.includes("://") &&
            !/(?<!\[)@/u.test(shown) &&
            !/[\p{L}\p{N}]\.[\p{L}\p{N}]/u.test(shown) &&
            shown === shown.trim()
          );
        }),
      ),
    ).toBeUndefined();
  });

  it("a plain name (letters, spaces, hyphens, apostrophes) within the cap is shown as typed", () => {
    const word = fc.stringMatching(/^[A-Za-zΑ-Ωα-ωά-ώ'-]{1,12}$/u);
    expect(
      holds(
        fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), (words) => {
          const name = words.join(" ");
          return typedNameForMessage(name) === name;
        }),
      ),
    ).toBeUndefined();
  });
});
