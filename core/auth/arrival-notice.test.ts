import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { catalogue } from "../i18n/catalogue";
import { ARRIVAL_NOTICES, arrivalNotice, arrivalPath, type ArrivalNoticeKey } from "./arrival-notice";

const KEYS = Object.keys(ARRIVAL_NOTICES) as ArrivalNoticeKey[];

describe("arrival notices", () => {
  it("say what happened after registration and a password reset, and after a broken link", () => {
    expect(arrivalNotice(arrivalPath("b2b_account_activated").slice(1))).toEqual({
      key: "b2b_account_activated",
      type: "success",
    });
    expect(arrivalNotice("?notice=b2b_password_changed")?.type).toBe("success");
    expect(arrivalNotice("?notice=b2b_setpassword_link_invalid")?.type).toBe("error");
  });

  it("have a Greek and an English text each", () => {
    for (const key of KEYS) {
      expect(catalogue[key]?.gr).toMatch(/\S/);
      expect(catalogue[key]?.en).toMatch(/\S/);
    }
  });

  test.prop([fc.constantFrom(...KEYS)])("a notice's path reads back as the same notice", (key) => {
    expect(arrivalNotice(arrivalPath(key).replace(/^\//, ""))?.key).toBe(key);
  });

  test.prop([fc.string()])("any other key shows nothing and leads to a bare /", (key) => {
    fc.pre(!Object.hasOwn(ARRIVAL_NOTICES, key));
    expect(arrivalPath(key)).toBe("/");
    expect(arrivalNotice(`?notice=${encodeURIComponent(key)}`)).toBeUndefined();
  });
});
