import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maskSecrets } from "./communication-log";

describe("maskSecrets", () => {
  it("hides links and codes, keeps the words", () => {
    expect(maskSecrets("Ο κωδικός σας είναι 482913. https://portal.example.com/setpassword?m=abc")).toBe(
      "Ο κωδικός σας είναι ••••. [link]",
    );
  });

  it("property: no run of four digits and no link survives", () => {
    fc.assert(
      fc.property(fc.string(), fc.webUrl(), fc.stringMatching(/^[0-9]{4,10}$/u), (text, url, code) => {
        const masked = maskSecrets(`${text} ${url} ${code}`);
        expect(masked).not.toMatch(/https?:\/\//u);
        expect(masked).not.toContain(` ${code}`);
      }),
    );
  });
});
