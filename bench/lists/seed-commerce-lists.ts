import { sql } from "drizzle-orm";
import type { BenchServer } from "../bench-databases";

/**
 * 10,000 (ROWS) of each commerce list in store 1 (the franchisee's first store), on top of the demo
 * data, with as many again spread over the other stores, dated a day apart backwards from today.
 */
export async function seedCommerceLists(server: BenchServer, rows: number): Promise<number> {
  const db = server.database.db;
  const started = performance.now();
  const storeOf = `case when g % 2 = 0 then 1 else 2 + g % 9 end`;
  const lines = `'[{"description":"Καφές espresso 1 kg","quantity":3,"unitCents":1890}]'::jsonb`;
  await db.execute(
    sql.raw(`insert into commerce_orders (location_id, number, date, total_cents, lines)
      select ${storeOf}, 'ΠΑΡ-Β-' || g, current_date - (g / 2), 5670, ${lines} from generate_series(1, ${2 * rows}) g`),
  );
  await db.execute(
    sql.raw(`insert into commerce_invoices (location_id, number, transaction_type, invoice_date, total_cents, lines, c_stamp, m_stamp)
      select ${storeOf}, 'ΤΙΜ-Β-' || g, case when g % 3 = 0 then 2 else 1 end, current_date - (g / 2), 5670, ${lines}, now(), now()
      from generate_series(1, ${2 * rows}) g`),
  );
  await db.execute(
    sql.raw(`insert into commerce_transactions (location_id, circuit_code, etiology, total_cents, c_stamp)
      select ${storeOf}, (array[1,5,7,10,15])[1 + g % 5], 'Κίνηση ' || g, 1000 + g, now() - make_interval(hours => g)
      from generate_series(1, ${2 * rows}) g`),
  );
  await db.execute(
    sql.raw(`insert into commerce_receipts (location_id, number, receipt_date, total_cents, c_stamp)
      select ${storeOf}, 'ΑΠΟ-Β-' || g, current_date - (g / 2), 45000 + g, now() from generate_series(1, ${2 * rows}) g`),
  );
  await db.execute(sql.raw("analyze"));
  return (performance.now() - started) / 1000;
}
