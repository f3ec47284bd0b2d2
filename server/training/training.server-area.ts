import { Hono } from "hono";
import type { AppEnv } from "../http/app-deps";
import { requireArea } from "../http/middleware/require-area";
import { requireSession } from "../http/middleware/require-session";
import { guardPaths } from "../http/route-guards";
import type { ServerArea } from "../http/server-area";
import { trainingFileRoutes } from "./routes/training-file-routes";
import { trainingRoutes } from "./routes/training-routes";
import { knowledgeBaseNotes } from "./services/knowledge-base-notes";
import { mayWriteExams, maySeeStaffResults } from "../../core/training/training-rights";
import { requireTrainingRight } from "./routes/require-training-right";
import { notesSearchSource } from "./services/search/notes-search-source";
import { trainingMaterialSearchSource } from "./services/search/training-material-search-source";
import { trainingSearchSource } from "./services/search/training-search-source";
import { lacksRightWithTypeCheck } from "../http/record-rules";
import { seedTrainingDemo } from "./seed/training-demo";
import { seedTrainingFilesDemo } from "./seed/training-files-demo";

/**
 * Training: schedule, exams, material, history and the staff's results. Reads of the schedule and
 * material need a login (spec 6: training is for every role); the history needs its area's roles
 * (core/training/training.area.ts); the staff's results and authoring need the training rights
 * (core/training/training-rights.ts). Its material, trainings and notes are searched (searchSources).
 */
export const trainingServerArea: ServerArea = {
  id: "training",
  routes: (deps) => {
    const router = new Hono<AppEnv>();
    // "/training/*" also covers "/training" itself.
    guardPaths(router, ["/training/*", "/training_material/*", "/notes/*"], requireSession(deps));
    guardPaths(router, ["/training/trainee/*"], requireArea("training-history"));
    guardPaths(router, ["/training/evaluations"], requireTrainingRight(maySeeStaffResults));
    guardPaths(router, ["/training/exams"], requireTrainingRight(mayWriteExams));
    // Spec 6: /training-files is for azureUser, greg-user and user; head office attaches files.
    guardPaths(router, ["/training/files"], requireArea("training-files"));
    guardPaths(router, ["/training/files/attach"], requireTrainingRight(mayWriteExams));
    // The file routes first: "notes/videos" must not reach notes/:id.
    router.route("/", trainingFileRoutes(deps));
    router.route("/", trainingRoutes(deps));
    return router;
  },
  baseLoad: async (deps) => ({ knowledgeBaseNotes: await knowledgeBaseNotes(deps.db) }),
  searchSources: [trainingMaterialSearchSource, trainingSearchSource, notesSearchSource],
  demoSeed: async (db, fileStore, now) => {
    await seedTrainingDemo(db, now);
    await seedTrainingFilesDemo(db, fileStore, now);
  },
  // The training rights (core/training/training-rights.ts): a role list plus spec 6's user-type check.
  recordRules: {
    "GET /training/evaluations": lacksRightWithTypeCheck(maySeeStaffResults),
    "POST /training/exams": lacksRightWithTypeCheck(mayWriteExams),
    "GET /training/exams": lacksRightWithTypeCheck(mayWriteExams),
    "POST /training/files/attach": lacksRightWithTypeCheck(mayWriteExams),
  },
};
