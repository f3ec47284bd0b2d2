import type { ActivityRow, CommRow, FileRow } from "../../core/account/account-wire";
import type { PasswordChange } from "../../core/account/password-change";
import type { ProfileDetails, ProfileDraft, ProfileSavedKey } from "../../core/account/profile-details";
import type { KeysetListPage as AccountPage } from "../lists/keyset-list.machine";
import { portsKey } from "../../core/areas/ports-key";

export type { AccountPage };

/*
 * What the account screens need from outside (/activity, /files, /settings), declared once: the
 * composition root gives them from adapters/account (checked there with `satisfies`). Every call
 * rejects with the adapters' tagged errors, which machines/api-failure reads.
 */

export interface AccountApiPort {
  readonly activity: (cursor: string | null) => Promise<AccountPage<ActivityRow>>;
  readonly messages: (cursor: string | null) => Promise<AccountPage<CommRow>>;
  readonly files: (cursor: string | null) => Promise<AccountPage<FileRow>>;
  /** Resolves with how many other sessions ended. */
  readonly signOutEverywhere: () => Promise<number>;
  /** Resolves with the answer's key: saved, or saved with a new e-mail waiting for its link. */
  readonly saveProfile: (details: ProfileDetails) => Promise<ProfileSavedKey>;
  /** Resolves with how many other sessions ended. */
  readonly changePassword: (change: PasswordChange) => Promise<number>;
  /** Resolves with the avatar's URL under the host (files/avatars/{id}.{ext}). */
  readonly uploadAvatar: (file: Blob & { readonly name?: string }) => Promise<string>;
  readonly saveLanguage: (language: "el" | "en") => Promise<void>;
  readonly disableAccess: () => Promise<void>;
  /** "Make a new link": every calendar feed link the person was given before stops at once. */
  readonly renewCalendarLinks: () => Promise<void>;
}

/** The profile form's draft, kept per user so a failed save or a reload does not lose it. */
export interface ProfileDraftStorePort {
  readonly read: (userId: number) => ProfileDraft | undefined;
  readonly write: (userId: number, draft: ProfileDraft) => void;
  readonly clear: (userId: number) => void;
}

export interface AccountPorts {
  readonly api: AccountApiPort;
  readonly drafts: ProfileDraftStorePort;
  /** Scheme and host the avatar and file URLs are relative to ("" for the page's origin). */
  readonly host: string;
}

/** The account screens' ports, by their area (made by adapters/account/account.ports.ts). */
export const ACCOUNT_PORTS = portsKey<AccountPorts>("account");
