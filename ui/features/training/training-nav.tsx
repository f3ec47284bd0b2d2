import { TRAINING_SCREENS } from "../../../core/permissions/screen-links";
import { SectionNav } from "../../components/section-nav";
import { useTrainingSession } from "./training-session";

/** The training screens the role may open, linked across the top of each (issue #33 item 4). */
export function TrainingNav() {
  const { role } = useTrainingSession();
  return <SectionNav labelKey="ui_training_screens" links={TRAINING_SCREENS} role={role} />;
}
