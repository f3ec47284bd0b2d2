/**
 * The demo accounts the server seeds in demo mode (README, server/seed/demo-data.ts), written out
 * here so a change in the seed shows up as a failing browser test rather than a silently new fixture.
 */
export const DEMO_PASSWORD = "Demo#2026";

export type Role = "azureUser" | "greg-user" | "user" | "franchisee" | "store_manager" | "trainee";

export interface DemoAccount {
  /** Short name, also the file name of the account's saved sign-in (storageState). */
  readonly key: string;
  readonly mobile: string;
  readonly role: Role;
  readonly firstName: string;
  /** azureUser has no password: only the corporate sign-in lets it in. */
  readonly hasPassword: boolean;
  /** The explicit right to administer (issue 35): the sidebar's "Administration" entry. */
  readonly administers?: true;
}

export const ACCOUNTS = {
  headOffice: {
    key: "head-office",
    mobile: "6900000001",
    role: "greg-user",
    firstName: "Γιώργος",
    hasPassword: true,
    administers: true,
  },
  franchisee: {
    key: "franchisee",
    mobile: "6900000002",
    role: "franchisee",
    firstName: "Μαρία",
    hasPassword: true,
  },
  storeManager: {
    key: "store-manager",
    mobile: "6900000003",
    role: "store_manager",
    firstName: "Νίκος",
    hasPassword: true,
  },
  staff: { key: "staff", mobile: "6900000004", role: "user", firstName: "Ελένη", hasPassword: true },
  trainee: { key: "trainee", mobile: "6900000005", role: "trainee", firstName: "Κώστας", hasPassword: true },
  storeManager2: {
    key: "store-manager-2",
    mobile: "6900000006",
    role: "store_manager",
    firstName: "Σοφία",
    hasPassword: true,
  },
  corporate: {
    key: "corporate",
    mobile: "6900000007",
    role: "azureUser",
    firstName: "Δημήτρης",
    hasPassword: false,
  },
} as const satisfies Record<string, DemoAccount>;

/** The accounts that can sign in with mobile and password. */
export const PASSWORD_ACCOUNTS: readonly DemoAccount[] = Object.values(ACCOUNTS).filter(
  (account) => account.hasPassword,
);

/**
 * Where auth.setup.ts saves an account's signed-in browser storage: one folder per app server port
 * (by default this worker's, E2E_PORT), so workers and runs, each with its own server and tokens,
 * never read each other's sign-ins.
 */
export const authStatePath = (account: DemoAccount, port = process.env["E2E_PORT"] ?? "8181"): string =>
  `test-results/e2e-auth-${port}/${account.key}.json`;
