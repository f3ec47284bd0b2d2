import { CLOTHING_SIZES, type ProfileDraft } from "../../core/account/profile-details";
import type { ProfileDraftStorePort } from "../../machines/account/account-ports";

/*
 * The profile form's draft in local storage, one per user, so a failed save or a reload keeps what
 * the person typed (no password is ever part of it). Anything unreadable is no draft.
 */

const KEY_PREFIX = "portal.profileDraft.";
const TEXT_FIELDS = [
  "clothing_size",
  "health_certificate_begin_date",
  "health_certificate_end_date",
  "dob",
  "hiring_date",
  "email",
  "phone",
] as const;

function readDraft(raw: string | null): ProfileDraft | undefined {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return undefined;
    const record = value as Record<string, unknown>;
    if (typeof record["consent"] !== "boolean") return undefined;
    if (
      !TEXT_FIELDS.every(
        (field) => typeof record[field] === "string" && (record[field] as string).length <= 254,
      )
    )
      return undefined;
    const size = record["clothing_size"] as string;
    if (size !== "" && !(CLOTHING_SIZES as readonly string[]).includes(size)) return undefined;
    return record as unknown as ProfileDraft;
  } catch {
    return undefined;
  }
}

export function createProfileDraftStore(
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem">,
): ProfileDraftStorePort {
  return {
    read: (userId) => readDraft(storage.getItem(`${KEY_PREFIX}${userId}`)),
    write: (userId, draft) => {
      try {
        storage.setItem(`${KEY_PREFIX}${userId}`, JSON.stringify(draft));
      } catch {
        // A full or blocked storage only loses the draft's safety net, never the form.
      }
    },
    clear: (userId) => storage.removeItem(`${KEY_PREFIX}${userId}`),
  };
}
