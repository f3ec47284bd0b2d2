import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../server/db/database";

/** Rows of a raw query, whichever driver answered (PGlite and node-postgres both put them in `rows`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<readonly T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export { sql };
