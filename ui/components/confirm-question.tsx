import { useId, type ReactNode } from "react";
import { Button } from "./button";
import { confirmQuestion } from "./confirm-question.css";

export interface ConfirmQuestionProps {
  /** The question, naming what will happen ("Deactivate Μαρία Παπαδοπούλου?"). */
  readonly question: ReactNode;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  /**
   * Which answer takes the focus when the question appears, so a keyboard user answers at once.
   * "cancel" where a second Enter must not act for everyone (reminders to a whole network).
   */
  readonly focus?: "confirm" | "cancel";
  /** Extra layout from the screen that places the question (a grid column, say). */
  readonly className?: string;
}

/**
 * The inline question before an action that cannot be taken back: the question, then "yes" and
 * "cancel". Escape cancels. One piece for every screen that asks (staff, pending accounts, posts).
 */
export function ConfirmQuestion({
  question,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  focus = "confirm",
  className,
}: ConfirmQuestionProps) {
  const questionId = useId();
  return (
    <div
      className={className === undefined ? confirmQuestion : `${confirmQuestion} ${className}`}
      role="group"
      aria-labelledby={questionId}
      onKeyDown={(event) => {
        if (event.key === "Escape") onCancel();
      }}
    >
      <span id={questionId}>{question}</span>
      {/* oxlint-disable-next-line jsx-a11y/no-autofocus -- focus moves to the question the user just asked for */}
      <Button autoFocus={focus === "confirm"} onClick={onConfirm}>
        {confirmLabel}
      </Button>
      {/* oxlint-disable-next-line jsx-a11y/no-autofocus -- focus moves to the question the user just asked for */}
      <Button autoFocus={focus === "cancel"} variant="ghost" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </div>
  );
}
