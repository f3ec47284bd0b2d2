import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { plainText } from "./plain-text";
import { typedParagraphs } from "./typed-paragraphs";

describe("typedParagraphs (issue 33: a blank line between paragraphs is kept)", () => {
  it("makes a paragraph of each block between blank lines and a <br> of a single line break", () => {
    expect(typedParagraphs("Πρώτη παράγραφος.\n\nΔεύτερη,\nσε δύο γραμμές.\n \n\nΤρίτη.")).toBe(
      "<p>Πρώτη παράγραφος.</p><p>Δεύτερη,<br>σε δύο γραμμές.</p><p>Τρίτη.</p>",
    );
    expect(typedParagraphs("Windows\r\n\r\nline ends")).toBe("<p>Windows</p><p>line ends</p>");
  });

  it("leaves HTML as it was written, and keeps a typed < or & as text", () => {
    const html = "<p>Το Σάββατο κάνουμε <strong>απογραφή</strong>.</p>";
    expect(typedParagraphs(html)).toBe(html);
    expect(typedParagraphs("2 < 3 & 5 > 4")).toBe("<p>2 &lt; 3 &amp; 5 &gt; 4</p>");
    expect(typedParagraphs("  \n\n ")).toBe("");
  });

  it("property: the words survive, in order, and every block is one paragraph", () => {
    const word = fc.stringMatching(/^[A-Za-zΑ-Ωα-ω0-9.,!?]{1,12}$/u);
    const line = fc.array(word, { minLength: 1, maxLength: 6 }).map((words) => words.join(" "));
    const block = fc.array(line, { minLength: 1, maxLength: 3 }).map((lines) => lines.join("\n"));
    fc.assert(
      fc.property(fc.array(block, { minLength: 1, maxLength: 5 }), (blocks) => {
        const html = typedParagraphs(blocks.join("\n\n"));
        expect(html.match(/<p>/gu)?.length).toBe(blocks.length);
        expect(plainText(html)).toBe(blocks.join(" ").replace(/\s+/gu, " "));
      }),
    );
  });

  it("property: text with a tag is never changed", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom("<p>", "<strong>", "</em>", "<a href=x>"), (text, tag) => {
        expect(typedParagraphs(`${text}${tag}`)).toBe(`${text}${tag}`);
      }),
    );
  });
});
