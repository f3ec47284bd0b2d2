import { asc } from "drizzle-orm";
import type { Database } from "../../db/database";
import { projects } from "../tables/tasks";

/** GET projects / v2 projects: every project (head office's programmes are shared by the stores). */
export async function listProjects(db: Database) {
  const rows = await db.select().from(projects).orderBy(asc(projects.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    start_date: row.startDate,
    deadline_date: row.deadlineDate,
  }));
}
