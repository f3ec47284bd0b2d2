import { fc } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { GENDERS, type Gender } from "../schemas/auth-forms";
import { staffMessages } from "./staff-catalogue";
import { approvedNoticeKey } from "./approved-notice";

const greek = (gender: Gender | null) =>
  staffMessages[approvedNoticeKey(gender)].gr.replace("{name}", "Ελένη Μάρκου");

describe("approvedNoticeKey (issue 33: «Ο/Η» when the gender is known)", () => {
  it("pins the three Greek openings", () => {
    expect(greek(GENDERS.male)).toBe("Ο Ελένη Μάρκου εγκρίθηκε και μπορεί πλέον να συνδεθεί.");
    expect(greek(GENDERS.female)).toBe("Η Ελένη Μάρκου εγκρίθηκε και μπορεί πλέον να συνδεθεί.");
    expect(greek(null)).toBe("Ο/Η Ελένη Μάρκου εγκρίθηκε και μπορεί πλέον να συνδεθεί.");
  });

  it("keeps «Ο/Η» only when the gender is not male or female", () => {
    fc.assert(
      fc.property(fc.constantFrom<Gender | null | undefined>(1, 2, 3, 4, null, undefined), (gender) => {
        const text = staffMessages[approvedNoticeKey(gender)].gr;
        const known = gender === GENDERS.male || gender === GENDERS.female;
        expect(text.startsWith("Ο/Η ")).toBe(!known);
      }),
    );
  });

  it("leaves the English text the same whatever the gender", () => {
    fc.assert(
      fc.property(fc.constantFrom<Gender | null>(1, 2, 3, 4, null), (gender) => {
        expect(staffMessages[approvedNoticeKey(gender)].en).toBe(staffMessages.ui_staff_pending_approved.en);
      }),
    );
  });
});
