import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { GENDERS } from "../schemas/auth-forms";
import { greekArticle } from "./greek-article";

describe("greekArticle (issue 33: «Ο/Η» in e-mails when the gender is known)", () => {
  it("says Ο for a man, Η for a woman, and stays neutral for other and no answer", () => {
    expect(greekArticle(GENDERS.male)).toBe("Ο");
    expect(greekArticle(GENDERS.female)).toBe("Η");
    expect(greekArticle(GENDERS.other)).toBe("Ο/Η");
    expect(greekArticle(GENDERS.noAnswer)).toBe("Ο/Η");
  });

  test.prop([fc.anything().filter((v) => v !== GENDERS.male && v !== GENDERS.female)])(
    "anything but the two known codes (an unknown code, null, a string) is neutral, never a guess",
    (gender) => {
      expect(greekArticle(gender)).toBe("Ο/Η");
    },
  );
});
