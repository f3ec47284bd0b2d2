import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/database";

/*
 * bench:lists' data for the lists of the store-operations, staff, calendar, account and training
 * areas: `rows` rows in store 1 (or for its franchisee, user 2) and as many again spread over the
 * other demo stores (or nobody's), each in one INSERT … SELECT, then ANALYZE.
 */

/** Store 1 for even g, stores 2–10 for odd g: the store's rows are spread over the table. */
const STORE_OF = "case when g % 2 = 0 then 1 else 2 + g % 9 end";

export async function insertBenchLicences(db: Database, rows: number): Promise<void> {
  await db.execute(
    sql.raw(`insert into licenses (store_id, title, start_date, expiration_date, created_by, c_stamp, m_stamp)
      select ${STORE_OF}, 'Άδεια ' || g, current_date - 365, current_date + (g % 1000) - 100, 1, now(), now()
      from generate_series(1, ${2 * rows}) g`),
  );
  await db.execute(sql.raw("analyze licenses"));
}

export async function insertBenchMaintenance(db: Database, rows: number): Promise<void> {
  await db.execute(
    sql.raw(`insert into maintenance_records (store_id, equipment, maintenance_date, next_maintenance_date, notes, created_by, c_stamp, m_stamp)
      select ${STORE_OF}, 'Μηχάνημα ' || g, current_date - 180, current_date + (g % 1000) - 100, 'Σέρβις', 1, now(), now()
      from generate_series(1, ${2 * rows}) g`),
  );
  await db.execute(sql.raw("analyze maintenance_records"));
}

/** `rows` people in store 1 (and as many in the others), in head office's company. */
export async function insertBenchStaff(db: Database, rows: number): Promise<void> {
  await db.execute(
    sql.raw(`insert into users (mobile, f_name, l_name, gender, type, role, company_id, status)
      select '68' || lpad(g::text, 8, '0'), 'Όνομα ' || g, 'Επώνυμο ' || g, 1 + g % 2, 2, 'user', 2, 'active'
      from generate_series(1, ${2 * rows}) g`),
  );
  await db.execute(
    sql.raw(`insert into user_stores (user_id, store_id)
      select id, case when id % 2 = 0 then 1 else 2 + id % 9 end from users where mobile like '68%'`),
  );
  await db.execute(sql.raw("analyze users"));
  await db.execute(sql.raw("analyze user_stores"));
}

/** Meetings an hour apart from tomorrow on, every other one for store 1, the rest for store 4. */
export async function insertBenchMeetings(db: Database, rows: number): Promise<void> {
  await db.execute(
    sql.raw(`insert into meetings (uid, date_time, duration_minutes, description, created_by, c_stamp)
      select 'bench-' || g || '@portal', current_date + 1 + make_interval(hours => g), 30, 'Σύσκεψη ' || g, 1, now()
      from generate_series(1, ${2 * rows}) g`),
  );
  await db.execute(
    sql.raw(`insert into meeting_stores (meeting_id, store_id)
      select id, case when id % 2 = 0 then 1 else 4 end from meetings where uid like 'bench-%'`),
  );
  await db.execute(sql.raw("analyze meetings"));
  await db.execute(sql.raw("analyze meeting_stores"));
}

/** The franchisee's (user 2's) activity log, a minute apart, and as much for user 3. */
export async function insertBenchActivity(db: Database, rows: number): Promise<void> {
  await db.execute(
    sql.raw(`insert into activity_log (contact_id, status, ip, c_stamp, detail)
      select 2 + g % 2, 'login', '127.0.0.1', now() - make_interval(mins => g), 'Mozilla/5.0 (bench)'
      from generate_series(1, ${2 * rows}) g`),
  );
  await db.execute(sql.raw("analyze activity_log"));
}

/** Training notes are the company's, not a store's: `rows` of them. */
export async function insertBenchTrainingNotes(db: Database, rows: number): Promise<void> {
  await db.execute(
    sql.raw(`insert into training_notes (title, body, c_stamp)
      select 'Σημείωση ' || g, '<p>Κείμενο ' || g || '</p>', now() - make_interval(mins => g)
      from generate_series(1, ${rows}) g`),
  );
  await db.execute(sql.raw("analyze training_notes"));
}

/** Filled checklists of the demo's first template, one a day back in time, half of them confirmed. */
export async function insertBenchEvaluations(db: Database, rows: number): Promise<void> {
  await db.execute(
    sql.raw(`insert into evaluation_reports (location_id, template_id, title, eval_date, score, sections, answers, submitted_by, confirmed_stamp, c_stamp)
      select ${STORE_OF}, (select min(id) from checklist_templates), 'Έλεγχος καταστήματος ' || g,
        current_date - (g % 2000), 40 + g % 60, '[]'::jsonb, '[]'::jsonb, 3,
        case when g % 2 = 0 then now() end, now() - make_interval(days => g % 2000)
      from generate_series(1, ${2 * rows}) g`),
  );
  await db.execute(sql.raw("analyze evaluation_reports"));
}
