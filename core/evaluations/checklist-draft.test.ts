import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { answerDrafts, readChecklistDraft, withAnswer, EMPTY_CHECKLIST_DRAFT } from "./checklist-draft";
import { validateAnswers, validateTemplate, type TemplateQuestion } from "./checklist-rules";

const question = (id: string, extra: Partial<TemplateQuestion> = {}): TemplateQuestion => ({
  id,
  text: "Καθαρό;",
  kind: "yes_no",
  weight: 1,
  max: 1,
  photo_required: false,
  creates_task: false,
  ...extra,
});

const yes = (id: string) => ({ question_id: id, value: "yes", note: "", file_ids: [] });

describe("checklist draft and rules", () => {
  it("reads back what it stored, and nothing from garbage", () => {
    const draft = {
      ...withAnswer(EMPTY_CHECKLIST_DRAFT, "a", { value: "yes", photos: [{ id: 4, name: "p.png" }] }),
      key: "k",
    };
    expect(readChecklistDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
    fc.assert(fc.property(fc.anything(), (junk) => typeof readChecklistDraft(junk).answers === "object"));
  });

  it("drops the submit key when an answer changes", () => {
    const keyed = { ...EMPTY_CHECKLIST_DRAFT, key: "k" };
    expect(withAnswer(keyed, "a", { note: "x" }).key).toBeNull();
  });

  it("asks for an answer, a valid one and the required photo", () => {
    const questions = [
      question("a", { photo_required: true }),
      question("b", { kind: "score", max: 5 }),
      question("c", { kind: "text" }),
    ];
    const empty = validateAnswers(questions, answerDrafts(EMPTY_CHECKLIST_DRAFT, questions));
    expect(empty).toEqual({ a: "b2b_checklist_answer_required", b: "b2b_checklist_answer_required" });
    let draft = withAnswer(EMPTY_CHECKLIST_DRAFT, "a", { value: "no" });
    draft = withAnswer(draft, "b", { value: "6" });
    expect(validateAnswers(questions, answerDrafts(draft, questions))).toEqual({
      a: "b2b_checklist_photo_required",
      b: "b2b_checklist_answer_invalid",
    });
    draft = withAnswer(withAnswer(draft, "a", { photos: [{ id: 1, name: "p" }] }), "b", { value: "na" });
    expect(validateAnswers(questions, answerDrafts(draft, questions))).toEqual({});
  });

  it("refuses an answer to a question the form lacks, or a second answer to one (issue #29 item 11)", () => {
    const questions = [question("a"), question("b", { kind: "text" })];
    expect(validateAnswers(questions, [yes("a"), yes("zz")])).toEqual({
      zz: "b2b_checklist_answer_not_on_form",
    });
    expect(validateAnswers(questions, [yes("a"), yes("a")])).toEqual({
      a: "b2b_checklist_answer_not_on_form",
    });
    expect(Object.entries(validateAnswers(questions, [yes("__proto__"), yes("a")]))).toEqual([
      ["__proto__", "b2b_checklist_answer_not_on_form"],
    ]);
    // Any id the form does not have is named, whatever else is given.
    fc.assert(
      fc.property(fc.string(), fc.array(fc.constantFrom("a", "b")), (id, ids) => {
        fc.pre(id !== "a" && id !== "b");
        const errors = validateAnswers(questions, [...ids.map(yes), yes(id)]);
        return Object.hasOwn(errors, id) && errors[id] === "b2b_checklist_answer_not_on_form";
      }),
    );
    // Each known question answered once never gets that key.
    fc.assert(
      fc.property(fc.subarray(["a", "b"]), (ids) =>
        Object.values(validateAnswers(questions, ids.map(yes))).every(
          (key) => key !== "b2b_checklist_answer_not_on_form",
        ),
      ),
    );
  });

  it("refuses a template without a title, questions or sane weights", () => {
    expect(validateTemplate({ title: "ab", sections: [] }).map((e) => e.key)).toEqual([
      "b2b_checklist_title_min_length",
      "b2b_checklist_no_questions",
    ]);
    const sections = [
      {
        title: "Κουζίνα",
        questions: [question("a", { weight: 1.5 }), question("b", { kind: "score", max: 11 })],
      },
    ];
    expect(validateTemplate({ title: "Έλεγχος", sections }).map((e) => `${e.path} ${e.key}`)).toEqual([
      "s0.q0 b2b_checklist_weight_invalid",
      "s0.q1 b2b_checklist_max_invalid",
    ]);
  });
});
