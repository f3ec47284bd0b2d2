import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { storesGranted } from "../../../../core/permissions/account-approval";
import { GENDERS, type Gender } from "../../../../core/schemas/auth-forms";
import type { Database } from "../../../db/database";
import { accountApprovals } from "../../tables/account-approvals";
import { jobPositions } from "../../../db/schema/job-positions";
import { stores } from "../../../db/schema/stores";
import { users } from "../../../db/schema/users";
import type { MessageLanguage } from "../../../services/delivery/message-text";
import { REGISTRANT_ACCOUNTS } from "../../../auth/services/registration/registrant-account";
import type { ApproverContext } from "./approver-context";

/** At most this many open requests are listed at once, oldest first. */
export const PENDING_LIST_LIMIT = 200;

/** A pending account as the wire carries it (core/staff/pending-account.ts). */
export interface PendingAccountWire {
  readonly id: number;
  readonly f_name: string;
  readonly l_name: string;
  readonly mobile: string;
  readonly mobile_country_code: number;
  readonly email: string | null;
  readonly gender: Gender | null;
  readonly is_trainee: boolean;
  readonly job_position: string | null;
  readonly stores: readonly { readonly id: number; readonly title: string }[];
  readonly c_stamp: string;
}

const GENDER_CODES: readonly number[] = Object.values(GENDERS);

/** The stored code as the wire's gender; a code outside the spec's four goes as "unknown". */
const genderOf = (code: number): Gender | null => (GENDER_CODES.includes(code) ? (code as Gender) : null);

// A request names one of these stores: the JSON array of chosen ids shares an element with them.
// The ids go as one array parameter ('{1,2}'), the same on PGlite and node-postgres.
const namesOneOf = (storeIds: readonly number[]) =>
  sql`exists (select 1 from jsonb_array_elements_text(${accountApprovals.requestedStoreIds}) as chosen(id) where chosen.id::int = any(${`{${storeIds.join(",")}}`}::int[]))`;

/**
 * GET staff/pending: the open requests this approver may decide on, oldest first: every one for
 * head office, those naming one of their stores for a franchisee or store manager. Each lists only
 * the stores this approver would grant.
 */
export async function pendingAccountsFor(
  db: Database,
  approver: ApproverContext,
  language: MessageLanguage,
): Promise<readonly PendingAccountWire[]> {
  if (approver.right === "none") return [];
  if (approver.right === "own-stores" && approver.storeIds.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      fName: users.fName,
      lName: users.lName,
      mobile: users.mobile,
      countryCode: users.countryCode,
      email: users.email,
      gender: users.gender,
      role: users.role,
      jobGr: jobPositions.titleGr,
      jobEn: jobPositions.titleEn,
      requestedStoreIds: accountApprovals.requestedStoreIds,
      requestedAt: accountApprovals.requestedAt,
    })
    .from(accountApprovals)
    .innerJoin(users, eq(users.id, accountApprovals.userId))
    .leftJoin(jobPositions, eq(jobPositions.id, users.jobPositionId))
    .where(
      and(
        isNull(accountApprovals.decision),
        eq(users.status, "pending"),
        approver.right === "own-stores" ? namesOneOf(approver.storeIds) : undefined,
      ),
    )
    .orderBy(asc(accountApprovals.requestedAt), asc(users.id))
    .limit(PENDING_LIST_LIMIT);
  const granted = rows.map(
    (r) => storesGranted(approver.right, r.requestedStoreIds, approver.storeIds) ?? [],
  );
  const storeIds = [...new Set(granted.flat())];
  const titles =
    storeIds.length === 0
      ? []
      : await db
          .select({ id: stores.id, title: stores.title })
          .from(stores)
          .where(inArray(stores.id, storeIds));
  return rows.map((r, i) => ({
    id: r.id,
    f_name: r.fName,
    l_name: r.lName,
    mobile: r.mobile,
    mobile_country_code: Number(r.countryCode),
    email: r.email,
    gender: genderOf(r.gender),
    is_trainee: r.role === REGISTRANT_ACCOUNTS.Trainee.role,
    job_position: language === "gr" ? r.jobGr : r.jobEn,
    stores: (granted[i] ?? []).flatMap((id) => titles.filter((t) => t.id === id)),
    c_stamp: r.requestedAt.toISOString(),
  }));
}
