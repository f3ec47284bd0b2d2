import { lazy } from "react";
import type { FeatureScreens } from "../../platform/feature-screens";

/** The training area's screens (core/training/training.area.ts). */
export const screens: FeatureScreens = {
  "/training": lazy(() => import("./training-route").then((m) => ({ default: m.TrainingRoute }))),
  "/training-history": lazy(() =>
    import("./history-route").then((m) => ({ default: m.TrainingHistoryRoute })),
  ),
  "/training_material": lazy(() =>
    import("./material-route").then((m) => ({ default: m.TrainingMaterialRoute })),
  ),
  "/notes": lazy(() => import("./notes-route").then((m) => ({ default: m.NotesRoute }))),
  "/notes/:id": lazy(() => import("./notes-route").then((m) => ({ default: m.NoteRoute }))),
  "/note-videos": lazy(() => import("./files-route").then((m) => ({ default: m.NoteVideosRoute }))),
  "/training-files": lazy(() => import("./files-route").then((m) => ({ default: m.TrainingFilesRoute }))),
};
