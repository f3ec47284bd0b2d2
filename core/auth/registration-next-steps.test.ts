import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalogue } from "../i18n/catalogue";
import { arrivalNotice, arrivalPath } from "./arrival-notice";
import { registrationNextSteps } from "./registration-next-steps";

const texts = (key: string) => {
  const entry = catalogue[key];
  if (entry === undefined) throw new Error(`no catalogue entry ${key}`);
  return entry;
};

describe("registrationNextSteps (issue 33: who approves, said per kind of account)", () => {
  it("tells a trainee that head office approves, never a store's manager", () => {
    for (const key of Object.values(registrationNextSteps(true))) {
      expect(texts(key).en).toContain("head office");
      expect(texts(key).gr).toContain("κεντρική διοίκηση");
      expect(texts(key).en).not.toMatch(/manager/u);
      expect(texts(key).gr).not.toMatch(/υπεύθυνο/u);
    }
  });

  it("tells staff that their store approves", () => {
    for (const key of Object.values(registrationNextSteps(false))) {
      expect(texts(key).en).toContain("store's manager");
      expect(texts(key).gr).toMatch(/υπεύθυνο/u);
    }
  });

  it("the thank-you sentence does not say thank you again (the heading does)", () => {
    fc.assert(
      fc.property(fc.boolean(), (trainee) => {
        const next = texts(registrationNextSteps(trainee).thankYou);
        expect(next.en).not.toMatch(/thank/iu);
        expect(next.gr).not.toMatch(/ευχαριστ/iu);
      }),
    );
  });

  it("either activation answer reaches the sign-in page as a success notice", () => {
    fc.assert(
      fc.property(fc.boolean(), (trainee) => {
        const key = registrationNextSteps(trainee).activated;
        expect(arrivalNotice(arrivalPath(key).slice(1))).toEqual({ key, type: "success" });
      }),
    );
  });
});
