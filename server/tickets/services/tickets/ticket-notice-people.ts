import { and, asc, eq, type SQL } from "drizzle-orm";
import type { NoticeCandidate } from "../../../../core/tickets/ticket-notice-recipients";
import type { Database } from "../../../db/database";
import { companies } from "../../../db/schema/companies";
import { userStores } from "../../../db/schema/user-stores";
import { users } from "../../../db/schema/users";
import type { MessageLanguage } from "../../../services/delivery/message-text";

/** The columns core's notice rules read (core/tickets/ticket-notice-recipients.ts). */
const candidateColumns = {
  id: users.id,
  role: users.role,
  type: users.type,
  company: companies.name,
  azureSubject: users.azureSubject,
  status: users.status,
  email: users.email,
  language: users.language,
};

/** A person core's rules judge, with the language their notices are written in. */
export type NoticePerson = NoticeCandidate & { readonly language: MessageLanguage };

async function candidatesWhere(db: Database, where: SQL | undefined, viaStore: boolean) {
  const base = db.select(candidateColumns).from(users).leftJoin(companies, eq(companies.id, users.companyId));
  const rows = await (viaStore ? base.innerJoin(userStores, eq(userStores.userId, users.id)) : base)
    .where(where)
    .orderBy(asc(users.id));
  return rows.map(({ azureSubject, ...row }): NoticePerson => ({ ...row, azure: azureSubject !== null }));
}

/** Every member of a store, whatever their role or status: core decides who is told. */
export const storeMembers = (db: Database, storeId: number) =>
  candidatesWhere(db, eq(userStores.storeId, storeId), true);

/** One person (a ticket's reporter), or undefined when the account is gone. */
export const noticeCandidate = async (db: Database, userId: number) =>
  (await candidatesWhere(db, and(eq(users.id, userId)), false))[0];
