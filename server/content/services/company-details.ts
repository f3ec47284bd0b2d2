import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { companyDetails } from "../../db/schema/companies";

/** A company's links (url, twitter, facebook) by its account id, or undefined. */
export async function companyDetailsOf(db: Database, accountId: number) {
  const [details] = await db.select().from(companyDetails).where(eq(companyDetails.companyId, accountId));
  return details;
}
