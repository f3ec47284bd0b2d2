import { asc, isNull } from "drizzle-orm";
import type { Database } from "../../db/database";
import { jobPositions } from "../../db/schema/job-positions";
import { stores } from "../../db/schema/stores";

/** Every open store, by id (the register form's picker): a closed one takes no new people. */
export const listStores = (db: Database) =>
  db.select().from(stores).where(isNull(stores.closedAt)).orderBy(asc(stores.id));

/** Every job position, by id (the register form's picker). */
export const listJobPositions = (db: Database) =>
  db.select().from(jobPositions).orderBy(asc(jobPositions.id));
