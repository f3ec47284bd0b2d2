import type { Role } from "../../core/permissions/role";

/** A title as the server sends it for menus and pages: one text per dictionary code. */
export interface LocalisedTitle {
  readonly gr?: string | undefined;
  readonly en?: string | undefined;
}

/** An entry of GET menu (the server's menu); roles are filtered by the core permission table. */
export interface ShellMenuEntry {
  readonly name: string;
  readonly path: string;
  readonly title?: LocalisedTitle | undefined;
  readonly roles: readonly unknown[];
  readonly hidden?: boolean | undefined;
  readonly submenus?: readonly ShellMenuEntry[] | undefined;
}

/** An entry of GET pages: a custom page inside the portal (/page/{identifier}) or an external URL. */
export interface ShellCustomPage {
  readonly id: number;
  readonly identifier: string;
  readonly title: LocalisedTitle;
  readonly url: string | null;
}

export interface ShellUser {
  readonly id: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly avatarUrl: string | null;
  readonly role: Role | undefined;
  /** The explicit right to administer (user/me): the sidebar's "Administration" entry. */
  readonly administers?: boolean;
}

export interface ShellStore {
  readonly id: number;
  readonly title: string;
}

export interface ShellEmployee {
  readonly id: number;
  readonly f_name: string;
  readonly l_name: string;
}

export interface CompanyDetails {
  readonly url?: string | null | undefined;
  readonly twitter?: string | null | undefined;
  readonly facebook?: string | null | undefined;
}

/** What the header, sidebar and footer show: read from the session machine. */
export interface ShellViewState {
  readonly user: ShellUser;
  readonly stores: readonly ShellStore[];
  readonly selectedStoreId: number | undefined;
  /** The server's menu; until it arrives the core menu table stands in. */
  readonly menu: readonly ShellMenuEntry[] | undefined;
  readonly pages: readonly ShellCustomPage[];
  readonly company: CompanyDetails | undefined;
  /** The access flag of the external portal: its button shows only when true. */
  readonly externalPortal: boolean;
  readonly learningUrl: string | undefined;
  /** The acting-as list (user id 1 only). */
  readonly employees: readonly ShellEmployee[];
  /** The acting-as list shows all employees, not only the first 4 (the acting-as machine's flag). */
  readonly employeesExpanded: boolean;
  /** A master session is saved: the user acts as someone else and may go back. */
  readonly actingAs: boolean;
  readonly pendingExams: boolean;
}

export type ShellEvent =
  | { readonly type: "user.selectStore"; readonly storeId: number }
  | { readonly type: "user.logout" }
  | { readonly type: "user.actAs"; readonly userId: number }
  | { readonly type: "user.actAsMaster" }
  | { readonly type: "user.toggleEmployees" }
  | { readonly type: "user.openExternalPortal" };

export interface ShellProps {
  readonly state: ShellViewState;
  readonly send: (event: ShellEvent) => void;
}
