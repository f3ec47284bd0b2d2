import type { Database } from "../../db/database";
import { userStores } from "../../db/schema/user-stores";
import { users } from "../../db/schema/users";
import { DEMO_COMPANIES } from "../../seed/demo-data";
import { resyncIdentity } from "../../seed/reference-seed";

/*
 * The people of the demo stores beyond the demo accounts, so every store's staff list shows a real
 * team (cashiers, cooks, baristas, a deactivated former employee). They have no password: they are
 * listed, they do not sign in. Ids from 1701 (issue 17), clear of the accounts' ids.
 */

interface DemoStaff {
  readonly id: number;
  readonly fName: string;
  readonly lName: string;
  readonly gender: 1 | 2;
  readonly mobile: string;
  readonly phone: string | null;
  readonly email: string | null;
  readonly role: "user" | "trainee";
  readonly jobPositionId: number | null;
  readonly storeId: number;
  readonly status: "active" | "disabled";
}

const person = (
  id: number,
  fName: string,
  lName: string,
  gender: 1 | 2,
  storeId: number,
  jobPositionId: number | null,
  extra: Partial<Pick<DemoStaff, "phone" | "email" | "role" | "status">> = {},
): DemoStaff => ({
  id,
  fName,
  lName,
  gender,
  mobile: `69${String(71_000_000 + id).padStart(8, "0")}`,
  phone: extra.phone ?? null,
  email: extra.email ?? null,
  role: extra.role ?? "user",
  jobPositionId,
  storeId,
  status: extra.status ?? "active",
});

export const DEMO_STAFF: readonly DemoStaff[] = [
  person(1701, "Αλέξανδρος", "Νικολάου", 1, 1, 3, { phone: "2103221450", email: "a.nikolaou@example.gr" }),
  person(1702, "Δέσποινα", "Παπαγεωργίου", 2, 1, 1, { email: "d.papageorgiou@example.gr" }),
  person(1703, "Γιάννης", "Μαυρίδης", 1, 1, 5),
  person(1704, "Χριστίνα", "Λαμπροπούλου", 2, 1, 4, { phone: "2103221451" }),
  person(1705, "Στέλιος", "Καραγιάννης", 1, 1, 7, { status: "disabled" }),
  person(1706, "Βασιλική", "Θεοδωρίδου", 2, 2, 1, { email: "v.theodoridou@example.gr" }),
  person(1707, "Παναγιώτης", "Οικονόμου", 1, 2, 3, { phone: "2310234567" }),
  person(1708, "Ευαγγελία", "Τσιρίγου", 2, 2, 5),
  person(1709, "Θανάσης", "Ζαφειρίου", 1, 3, 3, { phone: "2610277889", email: "th.zafeiriou@example.gr" }),
  person(1710, "Κατερίνα", "Αναστασίου", 2, 3, 1),
  person(1711, "Μιχάλης", "Σταυρόπουλος", 1, 3, null, { role: "trainee" }),
  person(1712, "Ιωάννα", "Μανωλάκη", 2, 4, 5, { phone: "2810344556" }),
  person(1713, "Μανώλης", "Χατζηδάκης", 1, 4, 3),
  person(1714, "Αγγελική", "Ρουσάκη", 2, 4, 4, { email: "a.rousaki@example.gr" }),
  person(1715, "Σπύρος", "Μπαλτάς", 1, 5, 1),
  person(1716, "Ελπίδα", "Κουτσούκου", 2, 5, 3),
];

const COMPANY_OF_STORE = (storeId: number): number =>
  storeId === 4 ? (DEMO_COMPANIES[1]?.id ?? 3) : (DEMO_COMPANIES[0]?.id ?? 2);

export async function seedStaffDemo(db: Database): Promise<void> {
  await db
    .insert(users)
    .values(
      DEMO_STAFF.map((p) => ({
        id: p.id,
        mobile: p.mobile,
        countryCode: "30",
        phone: p.phone,
        phoneCountryCode: p.phone === null ? null : "30",
        passwordHash: null,
        fName: p.fName,
        lName: p.lName,
        gender: p.gender,
        email: p.email,
        type: 2,
        role: p.role,
        companyId: COMPANY_OF_STORE(p.storeId),
        jobPositionId: p.jobPositionId,
        status: p.status,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(userStores)
    .values(DEMO_STAFF.map((p) => ({ userId: p.id, storeId: p.storeId })))
    .onConflictDoNothing();
  await resyncIdentity(db, ["users"]);
}
