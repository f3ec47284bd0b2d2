import { and, eq, or } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { users } from "../../../db/schema/users";
import type { CorporateIdentity } from "./id-token-verifier";

/**
 * The active account linked to a corporate identity: by the provider's subject, else by Entra ID's
 * object id (which survives a change of application registration, where the pairwise `sub` does not).
 */
export async function findCorporateUser(db: Database, identity: CorporateIdentity) {
  const linked =
    identity.objectId === undefined
      ? eq(users.azureSubject, identity.subject)
      : or(eq(users.azureSubject, identity.subject), eq(users.azureOid, identity.objectId));
  const rows = await db
    .select()
    .from(users)
    .where(and(linked, eq(users.status, "active")))
    .limit(2);
  return rows.find((row) => row.azureSubject === identity.subject) ?? rows[0];
}
