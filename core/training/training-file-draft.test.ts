import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { isTrainingFileTitle, trainingFileDraftErrors } from "./training-file-draft";
import { TRAINING_FILE_TITLE_MAX } from "./training-file-wire";

describe("a training file's draft", () => {
  it("needs a title of 1 to 200 characters once trimmed, and a chosen file", () => {
    expect(trainingFileDraftErrors({ title: "Οδηγός", hasFile: true })).toEqual({});
    expect(trainingFileDraftErrors({ title: "   ", hasFile: false })).toEqual({
      title: "b2b_training_file_title_invalid",
      file: "b2b_training_file_missing",
    });
    expect(isTrainingFileTitle(` ${"α".repeat(TRAINING_FILE_TITLE_MAX)} `)).toBe(true);
    expect(isTrainingFileTitle("α".repeat(TRAINING_FILE_TITLE_MAX + 1))).toBe(false);
  });

  test.prop([fc.string({ maxLength: 260 }), fc.boolean()])(
    "a title error exactly when the trimmed title is empty or too long",
    (title, hasFile) => {
      const trimmed = title.trim().length;
      const errors = trainingFileDraftErrors({ title, hasFile });
      expect(errors.title !== undefined).toBe(trimmed === 0 || trimmed > TRAINING_FILE_TITLE_MAX);
      expect(errors.file !== undefined).toBe(!hasFile);
    },
  );
});
