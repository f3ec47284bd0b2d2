import { sql } from "drizzle-orm";
import journal from "../../db/migrations/meta/_journal.json" with { type: "json" };
import type { Database } from "../../db/database";
import type { FileStore } from "../../files/services/file-store";

/** The parts /readyz names when one fails. */
export type ReadinessPart = "stopping" | "database" | "migrations" | "object_store";

export interface Readiness {
  /** Called on SIGTERM: from then on the instance is not ready, whatever the checks say. */
  readonly markStopping: () => void;
  /** The failing parts; empty when the instance can take traffic. */
  readonly check: () => Promise<readonly ReadinessPart[]>;
}

// A probe must answer before the load balancer's own timeout gives up on us.
const CHECK_TIMEOUT_MS = 2000;
// A key that is never written: asking for it proves the object store answers and lets us in.
const PROBE_KEY = "00/00000000-0000-0000-0000-000000000000";

/** The check's answer, or false when it throws or takes longer than CHECK_TIMEOUT_MS. */
async function within(work: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work().catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Readiness: the database answers, every migration of this build is applied (an instance of a newer
 * build started before its migrations ran is not ready), and the object store answers when one is
 * configured. The directory store needs no check: it is a local path the server made at start.
 */
export function createReadiness(options: {
  readonly db: Database;
  readonly fileStore: FileStore;
  readonly objectStore: boolean;
}): Readiness {
  let stopping = false;
  const lastMigration = Math.max(...journal.entries.map((entry) => entry.when));
  const database = () =>
    within(async () => {
      await options.db.execute(sql`select 1`);
      return true;
    });
  // Drizzle records each applied migration with its journal time (`created_at`).
  const migrations = () =>
    within(async () => {
      const result = (await options.db.execute(
        sql`select coalesce(max(created_at), 0)::bigint as last from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { last: string | number }[] };
      return Number(result.rows[0]?.last ?? 0) >= lastMigration;
    });
  const objectStore = () =>
    within(async () => {
      await options.fileStore.exists(PROBE_KEY);
      return true;
    });

  return {
    markStopping: () => {
      stopping = true;
    },
    check: async () => {
      if (stopping) return ["stopping"];
      const [db, migrated, store] = await Promise.all([
        database(),
        migrations(),
        options.objectStore ? objectStore() : Promise.resolve(true),
      ]);
      const failing: ReadinessPart[] = [];
      if (!db) failing.push("database");
      else if (!migrated) failing.push("migrations");
      if (!store) failing.push("object_store");
      return failing;
    },
  };
}
