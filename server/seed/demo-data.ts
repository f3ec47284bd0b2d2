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

export const DEMO_STORES = [
  {
    id: 1,
    storeName: "Σύνταγμα",
    title: "Αθήνα Σύνταγμα - Ερμού 12 (κατάστημα σημαίας)",
    warehouseId: 101,
    city: "Αθήνα",
  },
  {
    id: 2,
    storeName: "Αριστοτέλους",
    title: "Θεσσαλονίκη Αριστοτέλους 8",
    warehouseId: 102,
    city: "Θεσσαλονίκη",
  },
  { id: 3, storeName: "Ρήγα Φεραίου", title: "Πάτρα Ρήγα Φεραίου 45", warehouseId: 103, city: "Πάτρα" },
  {
    id: 4,
    storeName: "Ηράκλειο",
    title: "Ηράκλειο Πλατεία Ελευθερίας 3",
    warehouseId: 104,
    city: "Ηράκλειο",
  },
  { id: 5, storeName: "Λάρισα", title: "Λάρισα Κύπρου 27", warehouseId: 105, city: "Λάρισα" },
  { id: 6, storeName: "Βόλος", title: "Βόλος Ερμού 110", warehouseId: 106, city: "Βόλος" },
  { id: 7, storeName: "Ιωάννινα", title: "Ιωάννινα Μιχαήλ Αγγέλου 15", warehouseId: 107, city: "Ιωάννινα" },
  { id: 8, storeName: "Χανιά", title: "Χανιά Χάληδων 52", warehouseId: 108, city: "Χανιά" },
  { id: 9, storeName: "Καλαμάτα", title: "Καλαμάτα Αριστομένους 30", warehouseId: 109, city: "Καλαμάτα" },
  { id: 10, storeName: "Ρόδος", title: "Ρόδος Αμμοχώστου 4", warehouseId: 110, city: "Ρόδος" },
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
