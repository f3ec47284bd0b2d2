import { HEAD_OFFICE_COMPANY_ID } from "./reference-seed";

/** The password of every demo account (README, the start banner and the tests use it). */
export const DEMO_PASSWORD = "Demo#2026";

export const DEMO_COMPANIES = [
  { id: 2, name: "Κωνσταντίνου Εστίαση Μ.Ι.Κ.Ε." },
  { id: 3, name: "Γεωργίου & ΣΙΑ Ο.Ε." },
] as const;

const groupLinks = {
  url: "https://franchise-group.example.com",
  twitter: "https://twitter.com/franchisegroup",
  facebook: "https://www.facebook.com/franchisegroup",
};
/** Franchise companies show the group's links: the brand is the group's. */
export const DEMO_COMPANY_DETAILS = [HEAD_OFFICE_COMPANY_ID, ...DEMO_COMPANIES.map((c) => c.id)].map(
  (companyId) => ({ companyId, ...groupLinks }),
);

/** A demo store's details as the console shows them (issue 35): address, postcode, phone, company, opening. */
const details = (
  address: string,
  postcode: string,
  phone: string,
  companyId: number,
  openedOn: string,
): {
  readonly address: string;
  readonly postcode: string;
  readonly phone: string;
  readonly companyId: number;
  readonly openedOn: string;
} => ({ address, postcode, phone, companyId, openedOn });

/**
 * The demo network: company 2 runs the Athens, Thessaloniki and Patras stores, company 3 Heraklion and
 * Larissa, head office the rest (its own stores); two stores closed last year stay in the console's
 * "closed" list and in no picker.
 */
export const DEMO_STORES = [
  {
    id: 1,
    storeName: "Σύνταγμα",
    title: "Αθήνα Σύνταγμα - Ερμού 12 (κατάστημα σημαίας)",
    warehouseId: 101,
    city: "Αθήνα",
    ...details("Ερμού 12", "105 63", "2103210012", 2, "2019-03-01"),
  },
  {
    id: 2,
    storeName: "Αριστοτέλους",
    title: "Θεσσαλονίκη Αριστοτέλους 8",
    warehouseId: 102,
    city: "Θεσσαλονίκη",
    ...details("Αριστοτέλους 8", "546 23", "2310220008", 2, "2020-05-15"),
  },
  {
    id: 3,
    storeName: "Ρήγα Φεραίου",
    title: "Πάτρα Ρήγα Φεραίου 45",
    warehouseId: 103,
    city: "Πάτρα",
    ...details("Ρήγα Φεραίου 45", "262 21", "2610270045", 2, "2021-09-01"),
  },
  {
    id: 4,
    storeName: "Ηράκλειο",
    title: "Ηράκλειο Πλατεία Ελευθερίας 3",
    warehouseId: 104,
    city: "Ηράκλειο",
    ...details("Πλατεία Ελευθερίας 3", "712 01", "2810240003", 3, "2021-04-10"),
  },
  {
    id: 5,
    storeName: "Λάρισα",
    title: "Λάρισα Κύπρου 27",
    warehouseId: 105,
    city: "Λάρισα",
    ...details("Κύπρου 27", "412 22", "2410250027", 3, "2022-02-01"),
  },
  {
    id: 6,
    storeName: "Βόλος",
    title: "Βόλος Ερμού 110",
    warehouseId: 106,
    city: "Βόλος",
    ...details("Ερμού 110", "382 21", "2421020110", HEAD_OFFICE_COMPANY_ID, "2022-06-20"),
  },
  {
    id: 7,
    storeName: "Ιωάννινα",
    title: "Ιωάννινα Μιχαήλ Αγγέλου 15",
    warehouseId: 107,
    city: "Ιωάννινα",
    ...details("Μιχαήλ Αγγέλου 15", "453 32", "2651020015", HEAD_OFFICE_COMPANY_ID, "2023-03-01"),
  },
  {
    id: 8,
    storeName: "Χανιά",
    title: "Χανιά Χάληδων 52",
    warehouseId: 108,
    city: "Χανιά",
    ...details("Χάληδων 52", "731 31", "2821020052", HEAD_OFFICE_COMPANY_ID, "2023-06-01"),
  },
  {
    id: 9,
    storeName: "Καλαμάτα",
    title: "Καλαμάτα Αριστομένους 30",
    warehouseId: 109,
    city: "Καλαμάτα",
    ...details("Αριστομένους 30", "241 00", "2721020030", HEAD_OFFICE_COMPANY_ID, "2024-04-15"),
  },
  {
    id: 10,
    storeName: "Ρόδος",
    title: "Ρόδος Αμμοχώστου 4",
    warehouseId: 110,
    city: "Ρόδος",
    ...details("Αμμοχώστου 4", "851 00", "2241020004", HEAD_OFFICE_COMPANY_ID, "2025-05-01"),
  },
  {
    id: 11,
    storeName: "Κηφισιά",
    title: "Κηφισιά Κασσαβέτη 9",
    warehouseId: 111,
    city: "Κηφισιά",
    ...details("Κασσαβέτη 9", "145 62", "2108010009", 2, "2018-10-01"),
    closedAt: new Date("2025-06-30T18:00:00Z"),
  },
  {
    id: 12,
    storeName: "Σέρρες",
    title: "Σέρρες Μεραρχίας 14",
    warehouseId: 112,
    city: "Σέρρες",
    ...details("Μεραρχίας 14", "621 22", "2321020014", 3, "2020-01-15"),
    closedAt: new Date("2025-11-15T17:00:00Z"),
  },
] as const;

export interface DemoAccount {
  readonly id: number;
  readonly mobile: string;
  readonly fName: string;
  readonly lName: string;
  readonly gender: 1 | 2 | 3 | 4;
  readonly email: string;
  readonly type: number;
  readonly role: string;
  readonly companyId: number;
  /** The explicit every-store grant (core/permissions/store-scope.ts): head office only. */
  readonly allStores: boolean;
  /** The explicit right to administer (the head-office console): the demo head office only. */
  readonly administers?: true;
  readonly storeIds: readonly number[];
  readonly jobPositionId: number | null;
  readonly hasPassword: boolean;
  readonly avatar: string | null;
  readonly externalPortalAccess: boolean;
  readonly azureSubject: string | null;
  readonly note: string;
}

/** The demo accounts of the issue: all with password DEMO_PASSWORD except the corporate sign-in one. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: 1,
    mobile: "6900000001",
    fName: "Γιώργος",
    lName: "Παπαδάκης",
    gender: 1,
    email: "g.papadakis@franchise-group.example.com",
    type: 2,
    role: "greg-user",
    companyId: HEAD_OFFICE_COMPANY_ID,
    allStores: true,
    administers: true,
    storeIds: [],
    jobPositionId: null,
    hasPassword: true,
    avatar: "svg",
    externalPortalAccess: true,
    azureSubject: null,
    note: "head office; may act as others; administrator",
  },
  {
    id: 2,
    mobile: "6900000002",
    fName: "Μαρία",
    lName: "Κωνσταντίνου",
    gender: 2,
    email: "maria@konstantinou-estiasi.example.com",
    type: 23,
    role: "franchisee",
    companyId: 2,
    allStores: false,
    storeIds: [1, 2, 3],
    jobPositionId: null,
    hasPassword: true,
    avatar: "svg",
    externalPortalAccess: true,
    azureSubject: null,
    note: "franchisee of 3 stores",
  },
  {
    id: 3,
    mobile: "6900000003",
    fName: "Νίκος",
    lName: "Αλεξίου",
    gender: 1,
    email: "n.alexiou@konstantinou-estiasi.example.com",
    type: 2,
    role: "store_manager",
    companyId: 2,
    allStores: false,
    storeIds: [1],
    jobPositionId: 2,
    hasPassword: true,
    avatar: "svg",
    externalPortalAccess: false,
    azureSubject: null,
    note: "store manager, Αθήνα Σύνταγμα",
  },
  {
    id: 4,
    mobile: "6900000004",
    fName: "Ελένη",
    lName: "Δημητρίου",
    gender: 2,
    email: "e.dimitriou@konstantinou-estiasi.example.com",
    type: 2,
    role: "user",
    companyId: 2,
    allStores: false,
    storeIds: [2],
    jobPositionId: 1,
    hasPassword: true,
    avatar: "svg",
    externalPortalAccess: false,
    azureSubject: null,
    note: "staff, Θεσσαλονίκη",
  },
  {
    id: 5,
    mobile: "6900000005",
    fName: "Κώστας",
    lName: "Ιωάννου",
    gender: 1,
    email: "k.ioannou@konstantinou-estiasi.example.com",
    type: 2,
    role: "trainee",
    companyId: 2,
    allStores: false,
    storeIds: [1],
    jobPositionId: null,
    hasPassword: true,
    avatar: "svg",
    externalPortalAccess: false,
    azureSubject: null,
    note: "trainee",
  },
  {
    id: 6,
    mobile: "6900000006",
    fName: "Σοφία",
    lName: "Γεωργίου",
    gender: 2,
    email: "sofia@georgiou-oe.example.com",
    type: 2,
    role: "store_manager",
    companyId: 3,
    allStores: false,
    storeIds: [4],
    jobPositionId: 2,
    hasPassword: true,
    avatar: "svg",
    externalPortalAccess: false,
    azureSubject: null,
    note: "store manager, Ηράκλειο",
  },
  {
    id: 7,
    mobile: "6900000007",
    fName: "Δημήτρης",
    lName: "Βασιλείου",
    gender: 1,
    email: "d.vasileiou@franchise-group.example.com",
    type: 2,
    role: "azureUser",
    companyId: HEAD_OFFICE_COMPANY_ID,
    allStores: true,
    storeIds: [],
    jobPositionId: null,
    hasPassword: false,
    avatar: null,
    externalPortalAccess: false,
    azureSubject: "demo-azure-subject-d-vasileiou",
    note: "corporate sign-in only (no password)",
  },
];
