import { useSearch } from "wouter";
import { parseId } from "../../../core/schemas/ids";
import { AuthorExamScreen } from "./author-exam-screen";
import { TakeExamScreen } from "./take-exam-screen";
import { TrainingOverview } from "./training-overview";
import { useTrainingSession } from "./training-session";
import { mayWriteExams } from "../../../core/training/training-rights";

/**
 * /training: the schedule and the exams (spec 2, 4). `?exam=<id>` takes that exam in the page (so a
 * reload comes back to it, answers kept); `?new=1` is head office's new exam.
 */
export function TrainingRoute() {
  const params = new URLSearchParams(useSearch());
  const { role, userId, storeVersion } = useTrainingSession();
  const exam = parseId(params.get("exam") ?? undefined);
  if (params.get("new") === "1" && role !== undefined && mayWriteExams(role))
    return <AuthorExamScreen userId={userId ?? 0} />;
  if (exam !== null) return <TakeExamScreen key={exam} trainingId={exam} userId={userId ?? 0} />;
  return <TrainingOverview key={storeVersion} role={role} />;
}
