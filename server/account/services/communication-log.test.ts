import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maskSecrets } from "./communication-log";

describe("maskSecrets", () => {
  it("hides links and codes, keeps the words", () => {
    expect(maskSecrets("Ο κωδικός σας είναι 482913. https://portal.example.com/setpassword?m=abc")).toBe(
      "Ο κωδικός σας είναι ••••. [link]",
    );
  });

  it("keeps the shorter numbers that are the message's words (issue 33)", () => {
    expect(maskSecrets("Λήγει αύριο: Πιστοποίηση HACCP (ISO 22000), 31/12/2026, 1.200 €")).toBe(
      "Λήγει αύριο: Πιστοποίηση HACCP (ISO 22000), 31/12/2026, 1.200 €",
    );
    expect(maskSecrets("Κινητό 6900000002")).toBe("Κινητό ••••");
  });

  it("property: no run of six digits (a code's length) and no link survives", () => {
    fc.assert(
      fc.property(fc.string(), fc.webUrl(), fc.stringMatching(/^[0-9]{6,10}$/u), (text, url, code) => {
        const masked = maskSecrets(`${text} ${url} ${code}`);
        expect(masked).not.toMatch(/https?:\/\//u);
        expect(masked).not.toContain(` ${code}`);
      }),
    );
  });
});
