import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/database";

/**
 * `count` tasks in one store, in one INSERT … SELECT: a tenth done, deadlines spread over a year
 * around today, a third for the whole store (no assignee). Shared by bench:tasks and bench:lists.
 */
export async function insertBenchTasks(db: Database, storeId: number, count: number): Promise<void> {
  await db.execute(
    sql.raw(`insert into tasks (location_id, project_id, title, description, contact_name, assignee_id,
        deadline_date, archived, completed_at, completed_by, c_stamp, m_stamp)
      select ${storeId}, 1 + (n % 4), 'Εργασία ' || n, 'Περιγραφή της εργασίας ' || n,
        case when n % 3 = 0 then 'Αθήνα Σύνταγμα' else 'Νίκος Αλεξίου' end,
        case when n % 3 = 0 then null else 3 end,
        current_date + ((n % 365) - 180),
        case when n % 10 = 0 then 1 else 0 end,
        case when n % 10 = 0 then now() else null end,
        case when n % 10 = 0 then 3 else null end,
        now(), now()
      from generate_series(1, ${count}) as n`),
  );
  await db.execute(sql.raw("analyze tasks"));
}
