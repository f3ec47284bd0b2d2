import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../../db/schema/users";
import { trainings } from "./trainings";

/**
 * One scored attempt per person and exam (the server scores; docs/decisions.md, "Training exams").
 * The history and the staff's progress read it newest first by (submitted_at, id), the keyset.
 */
export const examResults = pgTable(
  "exam_results",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    trainingId: integer("training_id")
      .notNull()
      .references(() => trainings.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    score: smallint().notNull(),
    passed: boolean().notNull(),
    correct: smallint().notNull(),
    total: smallint().notNull(),
    answers: jsonb().$type<{ question_id: number; choices: number[] }[]>().notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("exam_results_once_idx").on(t.trainingId, t.userId),
    index("exam_results_user_keyset_idx").on(t.userId, t.submittedAt, t.id),
    index("exam_results_keyset_idx").on(t.submittedAt, t.id),
  ],
);
