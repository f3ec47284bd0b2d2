import { inArray } from "drizzle-orm";
import type { Database } from "../db/database";
import { companies, companyDetails } from "../db/schema/companies";
import { stores } from "../db/schema/stores";
import { userStores } from "../db/schema/user-stores";
import { users } from "../db/schema/users";
import type { FileStore } from "../files/services/file-store";
import { hashPassword } from "../auth/services/session/password";
import { writeDemoAvatars } from "./avatars";
import { DEMO_ACCOUNTS, DEMO_COMPANIES, DEMO_COMPANY_DETAILS, DEMO_PASSWORD, DEMO_STORES } from "./demo-data";
import { resyncIdentity } from "./reference-seed";
import { SERVER_AREAS } from "../server-areas";

/**
 * Demo data (demo mode only): franchise companies, stores in Greek cities, the demo accounts with
 * their stores, company details and avatars, then each server area's `demoSeed`. Idempotent: rows that exist are left as
 * they are, so changes made through the app survive a restart.
 */
export async function seedDemoData(db: Database, avatarsDir: string, fileStore: FileStore): Promise<void> {
  await db
    .insert(companies)
    .values([...DEMO_COMPANIES])
    .onConflictDoNothing();
  await db.insert(companyDetails).values(DEMO_COMPANY_DETAILS).onConflictDoNothing();
  await db
    .insert(stores)
    .values([...DEMO_STORES])
    .onConflictDoNothing();

  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.id,
        DEMO_ACCOUNTS.map((a) => a.id),
      ),
    );
  const missing = DEMO_ACCOUNTS.filter((a) => !existing.some((e) => e.id === a.id));
  if (missing.length > 0) {
    // Hashing is the slow part (argon2id), so it runs only for accounts not yet there.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db
      .insert(users)
      .values(
        missing.map((a) => ({
          id: a.id,
          mobile: a.mobile,
          countryCode: "30",
          passwordHash: a.hasPassword ? passwordHash : null,
          fName: a.fName,
          lName: a.lName,
          gender: a.gender,
          email: a.email,
          type: a.type,
          role: a.role,
          companyId: a.companyId,
          allStores: a.allStores,
          administers: a.administers === true,
          jobPositionId: a.jobPositionId,
          avatar: a.avatar,
          stampFormatDate: "DD/MM/YYYY",
          stampFormatTime: "HH:mm",
          dob: `19${80 + a.id}-0${(a.id % 9) + 1}-1${a.id % 10}`,
          hiringDate: `20${15 + a.id}-0${(a.id % 9) + 1}-01`,
          clothingSize: (["S", "M", "L", "XL"] as const)[a.id % 4] ?? "M",
          consent: true,
          healthCertBegin: "2026-01-15",
          healthCertEnd: "2027-01-14",
          azureSubject: a.azureSubject,
          azureOid: a.azureSubject === null ? null : `00000000-0000-4000-8000-00000000000${a.id}`,
          externalPortalAccess: a.externalPortalAccess,
          status: "active" as const,
        })),
      )
      .onConflictDoNothing();
    const memberships = missing.flatMap((a) => a.storeIds.map((storeId) => ({ userId: a.id, storeId })));
    if (memberships.length > 0) await db.insert(userStores).values(memberships).onConflictDoNothing();
  }
  await resyncIdentity(db, ["companies", "stores", "users"]);
  // Then each area's own demo data, in the order of the areas (server/server-areas.ts); windows of
  // posts and trainings are placed around the first seeding (existing rows are kept).
  const now = new Date();
  for (const area of SERVER_AREAS) await area.demoSeed?.(db, fileStore, now);
  writeDemoAvatars(
    avatarsDir,
    DEMO_ACCOUNTS.filter((a) => a.avatar === "svg"),
  );
}
