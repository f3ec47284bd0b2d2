import { HEAD_OFFICE_COMPANY } from "../constants/portal-constants";
import { areaAccess } from "../permissions/area-access";
import { normaliseRole } from "../permissions/role";
import type { CompanyRef } from "../permissions/session";

/**
 * Who is told of a ticket (issue 20, item 4). A notice goes to people who may act on it: an active
 * account whose role and user record the permission table lets into the tickets area (so not a
 * trainee, nor an account waiting for approval, rejected or disabled). Rights come from the table,
 * never from being a member of the store alone.
 */
export interface NoticeCandidate {
  readonly id: number;
  readonly role: string;
  readonly type: number;
  readonly company: CompanyRef | null;
  /** Linked to the corporate identity provider (the azureUser role's check). */
  readonly azure: boolean;
  readonly status: string;
  readonly email: string | null;
}

/** Whether this person may act on tickets: active, and allowed into the tickets area. Never throws. */
export function mayActOnTickets(candidate: NoticeCandidate): boolean {
  if (candidate.status !== "active") return false;
  const role = normaliseRole(candidate.role);
  if (role === undefined) return false;
  const permission = {
    role,
    user: { id: candidate.id, type: candidate.type, company: candidate.company },
    azure: candidate.azure,
  };
  return areaAccess("tickets", permission, HEAD_OFFICE_COMPANY)._tag === "Allow";
}

/** Addresses in order, each once (compared without case), without the missing ones. */
export function distinctAddresses(addresses: readonly (string | null | undefined)[]): string[] {
  const seen = new Map<string, string>();
  for (const address of addresses)
    if (address != null && address.trim() !== "" && !seen.has(address.toLowerCase()))
      seen.set(address.toLowerCase(), address);
  return [...seen.values()];
}

/**
 * The addresses a new ticket's notice goes to: each member who may act, then the chosen contact
 * (head office's own inbox, not an account), each address once.
 */
export function newTicketNoticeAddresses(
  members: readonly NoticeCandidate[],
  contactEmail: string | null | undefined,
): string[] {
  return distinctAddresses([...members.filter(mayActOnTickets).map((m) => m.email), contactEmail]);
}

/**
 * The address a reply or a status change is told to: the reporter's, unless the reporter did it
 * themselves or may no longer act on tickets (a notice links to a ticket they could not open).
 */
export function reporterNoticeAddress(reporter: NoticeCandidate | undefined, actorId: number): string | null {
  if (reporter === undefined || reporter.id === actorId || !mayActOnTickets(reporter)) return null;
  const [address] = distinctAddresses([reporter.email]);
  return address ?? null;
}
