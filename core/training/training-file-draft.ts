import { TRAINING_FILE_TITLE_MAX } from "./training-file-wire";

/** What head office fills in to put a file on a note (ui/features/training/note-attach-form.tsx). */
export interface TrainingFileDraft {
  readonly title: string;
  /** Whether a file was chosen. */
  readonly hasFile: boolean;
}

export interface TrainingFileDraftErrors {
  readonly title?: "b2b_training_file_title_invalid";
  readonly file?: "b2b_training_file_missing";
}

/** The title rule the server applies too: not blank, at most 200 characters once trimmed. */
export const isTrainingFileTitle = (title: string): boolean => {
  const trimmed = title.trim();
  return trimmed !== "" && trimmed.length <= TRAINING_FILE_TITLE_MAX;
};

/** The form's errors by field, each a catalogue key; none when the draft may be sent. */
export function trainingFileDraftErrors(draft: TrainingFileDraft): TrainingFileDraftErrors {
  return {
    ...(isTrainingFileTitle(draft.title) ? {} : { title: "b2b_training_file_title_invalid" as const }),
    ...(draft.hasFile ? {} : { file: "b2b_training_file_missing" as const }),
  };
}
