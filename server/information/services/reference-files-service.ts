import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { contractors, coverageProducts, locationExceptions, reports } from "../tables/reference-files";
import { signedInformationFileUrl } from "./information-file-url";
import type { FileSigning } from "./material-service";

/** The contractors file, by name. */
export function listContractors(db: Database) {
  return db
    .select({
      id: contractors.id,
      name: contractors.name,
      trade: contractors.trade,
      city: contractors.city,
      phone: contractors.phone,
      email: contractors.email,
    })
    .from(contractors)
    .orderBy(asc(contractors.name), asc(contractors.id));
}

/** The immediate coverage products file, by category and code. */
export function listCoverageProducts(db: Database) {
  return db
    .select({
      id: coverageProducts.id,
      code: coverageProducts.code,
      name: coverageProducts.name,
      category: coverageProducts.category,
      delivery_days: coverageProducts.deliveryDays,
    })
    .from(coverageProducts)
    .orderBy(asc(coverageProducts.category), asc(coverageProducts.code));
}

/** The location exceptions file of one store (the caller checked the store is theirs). */
export function exceptionsOf(db: Database, locationId: number) {
  return db
    .select({ product_id: locationExceptions.productId, note: locationExceptions.note })
    .from(locationExceptions)
    .where(eq(locationExceptions.locationId, locationId))
    .orderBy(asc(locationExceptions.productId));
}

/** The report library, newest first within each folder. */
export async function listReports(db: Database, signing: FileSigning) {
  const rows = await db.select().from(reports).orderBy(asc(reports.folder), asc(reports.title));
  return rows.map((row) => ({
    id: row.id,
    folder: row.folder,
    title: row.title,
    file_name: row.fileName,
    modified: row.modified.toISOString(),
    url: signedInformationFileUrl(signing.secret, "report", row.id, signing.now),
  }));
}
