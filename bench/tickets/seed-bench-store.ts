import { sql } from "drizzle-orm";
import type { RunningServer } from "../../server/boot";
import type { Database } from "../../server/db/database";

/**
 * The tickets benchmarks' data: one extra store (id 900) with `tickets` v2 tickets, alternating
 * with as many in the demo stores so the store's rows are spread over the table as in real life.
 * Statuses and priorities cycle (a third resolved), a minute apart; the newest ticket of the store
 * gets an 8-message thread. Shared by the server (`bench/tickets.ts`) and browser
 * (`bench/tickets-scroll.ts`) benchmarks so both measure the same store.
 */
export const BENCH_STORE_ID = 900;

export interface BenchStore {
  readonly storeId: number;
  /** The store's newest ticket (with a thread). */
  readonly detailId: number;
  readonly seconds: number;
}

/**
 * `perStore` v2 tickets in `storeId`, alternating with as many in the demo stores 1–10, a minute
 * apart, statuses and priorities cycling (a third resolved). Shared by the tickets benchmarks and
 * bench:lists.
 */
export async function insertBenchTickets(db: Database, storeId: number, perStore: number): Promise<void> {
  await db.execute(
    sql.raw(`insert into tickets (location_id, title, category_id, contact_id, complaint_type_id, last_status, priority, created_by, c_stamp, m_stamp, files_confirmed_at, emails_sent_at)
      select case when g % 2 = 0 then ${storeId} else 1 + g % 10 end, 'Αίτημα μετρήσεων ' || g, 1 + g % 5, 1 + g % 3, null,
        1 + (g / 2) % 3, 1 + (g / 6) % 3, 2,
        now() - make_interval(mins => ${2 * perStore} - g), now() - make_interval(mins => ${2 * perStore} - g), now(), now()
      from generate_series(1, ${2 * perStore}) as g`),
  );
  await db.execute(sql.raw("analyze tickets"));
}

export async function seedBenchStore(server: RunningServer, tickets: number): Promise<BenchStore> {
  const db = server.database.db;
  const started = performance.now();
  await db.execute(
    sql.raw(
      `insert into stores (id, store_name, title, warehouse_id, city) values (${BENCH_STORE_ID}, 'Benchmark', 'Κατάστημα μετρήσεων', ${BENCH_STORE_ID}, 'Αθήνα')`,
    ),
  );
  await insertBenchTickets(db, BENCH_STORE_ID, tickets);
  const [last] = (
    (await db.execute(
      sql.raw(`select max(id)::int as id from tickets where location_id = ${BENCH_STORE_ID}`),
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  const detailId = last?.id ?? 1;
  await db.execute(
    sql.raw(`insert into ticket_comm (ticket_id, from_user_id, from_contact_name, message, c_stamp, m_stamp)
      select ${detailId}, 2, 'Μαρία Κωνσταντίνου', 'Μήνυμα ' || g || ' της συζήτησης του αιτήματος.', now(), now()
      from generate_series(1, 8) as g`),
  );
  await db.execute(sql.raw("analyze"));
  return { storeId: BENCH_STORE_ID, detailId, seconds: (performance.now() - started) / 1000 };
}
