import { and, eq, isNotNull } from "drizzle-orm";
import { sharedDocuments } from "../../../account/tables/shared-documents";
import type { Database } from "../../../db/database";
import { fileRelations } from "../../tables/files";

/**
 * Whether v2/files/{id} may serve the file: a ticket shows it (a confirmed relation) or head office
 * shared it on /files. An upload not yet attached to anything is never served.
 */
export async function isServedAttachment(db: Database, fileId: number): Promise<boolean> {
  const [onTicket] = await db
    .select({ id: fileRelations.id })
    .from(fileRelations)
    .where(and(eq(fileRelations.fileId, fileId), isNotNull(fileRelations.confirmedAt)))
    .limit(1);
  if (onTicket !== undefined) return true;
  const [shared] = await db
    .select({ id: sharedDocuments.id })
    .from(sharedDocuments)
    .where(eq(sharedDocuments.fileId, fileId))
    .limit(1);
  return shared !== undefined;
}
