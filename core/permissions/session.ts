import type { Role } from "./role";

/** A head-office company as the user record carries it (an id, sometimes sent as text). */
export type CompanyRef = number | string;

/**
 * What the permission rules need to know of a signed-in user. `null` stands for "no token".
 * The role comes from `roleFromUser`; `azure` says the session came through the corporate identity provider.
 */
export interface PermissionSession {
  readonly role: Role;
  readonly user: {
    readonly id: number;
    readonly type: number;
    readonly company: CompanyRef | null | undefined;
  };
  readonly azure: boolean;
  /**
   * The explicit right to administer (user/me's `administers`): opens the head-office console's
   * routes (a `right` guard). Absent reads as false; never inferred from the role or the company.
   */
  readonly administers?: boolean;
}
