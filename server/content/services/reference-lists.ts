import { asc } from "drizzle-orm";
import type { Database } from "../../db/database";
import { jobPositions } from "../../db/schema/job-positions";
import { stores } from "../../db/schema/stores";

/** Every store, by id (the register form's picker). */
export const listStores = (db: Database) => db.select().from(stores).orderBy(asc(stores.id));

/** Every job position, by id (the register form's picker). */
export const listJobPositions = (db: Database) =>
  db.select().from(jobPositions).orderBy(asc(jobPositions.id));
