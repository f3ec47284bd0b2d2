import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  FAQ_ANSWER_MAX,
  FAQ_DRAFT_FIELDS,
  FAQ_SHORT_TEXT_MAX,
  restoreFaqDraft,
  validateFaqDraft,
} from "./faq-draft-rules";
import { helpfulPercent } from "./helpful-votes";
import { decodeListCursor, encodeListCursor, pageLimit, INFORMATION_PAGE_LIMIT } from "./list-cursor";
import { excerpt, plainText } from "../rich-text/plain-text";
import { containsPattern, matchesQuery, searchQueryText, wordPatterns } from "../search/search-query";

const FULL = {
  category_gr: "Ταμείο",
  category_en: "Till",
  question_gr: "Πώς κλείνω το ταμείο;",
  question_en: "How do I close the till?",
  answer_gr: "<p>Από το μενού <strong>Κλείσιμο</strong>.</p>",
  answer_en: "<p>From the <strong>Close</strong> menu.</p>",
};

describe("validateFaqDraft", () => {
  it("accepts a draft with every text in both languages", () => {
    expect(validateFaqDraft(FULL)).toEqual([]);
  });

  it("asks for each missing text, and counts an answer of empty tags as missing", () => {
    expect(validateFaqDraft({ ...FULL, question_en: "  ", answer_gr: "<p> </p>" })).toEqual([
      { field: "question_en", key: "b2b_faq_required" },
      { field: "answer_gr", key: "b2b_faq_required" },
    ]);
  });

  it("pins the limits: 200 for headings, 20,000 for answers", () => {
    expect(FAQ_SHORT_TEXT_MAX).toBe(200);
    expect(FAQ_ANSWER_MAX).toBe(20_000);
    expect(validateFaqDraft({ ...FULL, category_en: "α".repeat(200) })).toEqual([]);
    expect(validateFaqDraft({ ...FULL, category_en: "α".repeat(201) })).toEqual([
      { field: "category_en", key: "b2b_faq_too_long" },
    ]);
  });

  test.prop([fc.anything()])("answers keys for anything, never throws", (input) => {
    const errors = validateFaqDraft(input);
    for (const error of errors) expect(FAQ_DRAFT_FIELDS).toContain(error.field);
  });

  test.prop([fc.constantFrom(...FAQ_DRAFT_FIELDS), fc.string()])(
    "an error names only the field that is wrong",
    (field, text) => {
      const errors = validateFaqDraft({ ...FULL, [field]: text });
      for (const error of errors) expect(error.field).toBe(field);
    },
  );
});

describe("search queries", () => {
  it("ignores accents and case (spec: Greek-aware search)", () => {
    expect(searchQueryText("ΚΛΕΊΣΙΜΟ")).toBe("κλεισιμο");
    expect(matchesQuery("Πώς κλείνω το ταμείο;", "ταμειο")).toBe(true);
    expect(matchesQuery("Πώς κλείνω το ταμείο;", "ΤΑΜΕΙΟ")).toBe(true);
    expect(matchesQuery("Πώς κλείνω το ταμείο;", "αποθήκη")).toBe(false);
  });

  it("refuses one letter and more than 100", () => {
    expect(searchQueryText("α")).toBeUndefined();
    expect(searchQueryText(" αβ ")).toBe("αβ");
    expect(searchQueryText("α".repeat(101))).toBeUndefined();
    expect(searchQueryText(42)).toBeUndefined();
  });

  it("matches every word wherever it stands", () => {
    expect(matchesQuery("Πού παραδίδω τα ρούχα για επιδιόρθωση;", "ΡΟΥΧΑ ΕΠΙΔΙΟΡΘΩΣΗ")).toBe(true);
    expect(matchesQuery("Πού παραδίδω τα ρούχα;", "ρουχα επιδιορθωση")).toBe(false);
    expect(wordPatterns("ρουχα επιδιορθωση")).toEqual(["%ρουχα%", "%επιδιορθωση%"]);
  });

  it("escapes LIKE's wildcards", () => {
    expect(containsPattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
  });

  test.prop([fc.string(), fc.string({ minLength: 2 }), fc.string()])(
    "a document contains what was typed in it, whatever the accents and case",
    (before, word, after) => {
      fc.pre(searchQueryText(word) !== undefined && !/\s/.test(word));
      expect(matchesQuery(`${before} ${word.toUpperCase()} ${after}`, word)).toBe(true);
    },
  );

  test.prop([fc.string()])("a pattern holds no unescaped wildcard inside", (text) => {
    const inner = containsPattern(text).slice(1, -1);
    expect(inner.replace(/\\[\\%_]/g, "")).not.toMatch(/[%_]/);
  });
});

describe("helpfulPercent", () => {
  it("is null before anyone answered, whole percent after", () => {
    expect(helpfulPercent(0, 0)).toBeNull();
    expect(helpfulPercent(2, 1)).toBe(67);
    expect(helpfulPercent(5, 0)).toBe(100);
  });

  test.prop([fc.nat(), fc.nat()])("stays within 0..100", (yes, no) => {
    const percent = helpfulPercent(yes, no);
    if (yes + no === 0) expect(percent).toBeNull();
    else expect(percent).toBeGreaterThanOrEqual(0);
    expect(percent ?? 0).toBeLessThanOrEqual(100);
  });
});

describe("plain text and excerpts", () => {
  it("reads sanitised HTML as text", () => {
    expect(plainText("<p>Ώρες &amp; <b>βάρδιες</b></p><p>&#955;</p>")).toBe("Ώρες & βάρδιες λ");
  });

  it("cuts at a word", () => {
    expect(excerpt("ένα δύο τρία", 9)).toBe("ένα δύο…");
    expect(excerpt("σύντομο", 20)).toBe("σύντομο");
  });

  test.prop([fc.string(), fc.integer({ min: 1, max: 50 })])(
    "never exceeds the limit and an ellipsis",
    (text, max) => {
      expect([...excerpt(text, max)].length).toBeLessThanOrEqual(max + 1);
    },
  );

  test.prop([fc.string()])("leaves no tag behind", (text) => {
    expect(plainText(`<p>${text.replace(/[<>]/g, "")}</p>`)).not.toMatch(/<p>/);
  });
});

describe("list cursors", () => {
  test.prop([fc.integer({ min: 1, max: 2_147_483_647 })])("round-trip every id", (id) => {
    expect(decodeListCursor(encodeListCursor(id))).toBe(id);
  });

  test.prop([fc.anything()])("anything else is no cursor, never an exception", (value) => {
    const id = decodeListCursor(value);
    if (id !== undefined) expect(encodeListCursor(id)).toBe(value);
  });

  it("limits pages to 1..100 with 50 by default", () => {
    expect(pageLimit("20")).toBe(20);
    expect(pageLimit("0")).toBe(INFORMATION_PAGE_LIMIT);
    expect(pageLimit("101")).toBe(50);
    expect(pageLimit(undefined)).toBe(50);
  });
});

describe("restoreFaqDraft", () => {
  it("gives back a stored draft's texts and nothing for an empty one", () => {
    expect(restoreFaqDraft({ question_gr: "Ερώτηση", extra: 1 })).toEqual({
      category_gr: "",
      category_en: "",
      question_gr: "Ερώτηση",
      question_en: "",
      answer_gr: "",
      answer_en: "",
    });
    expect(restoreFaqDraft({})).toBeUndefined();
  });

  test.prop([fc.anything()])("never throws, and keeps only the six texts", (stored) => {
    const draft = restoreFaqDraft(stored);
    if (draft !== undefined) expect(Object.keys(draft)).toEqual([...FAQ_DRAFT_FIELDS]);
  });
});
