import type { Role } from "../permissions/role";
import { reachesReader, type PostAudience, type PostReader } from "./post-audience";
import { POST_PUBLISHING_ROLES } from "./post-publishing";

/** Someone who opened a post, as far as counting them goes. */
export interface PostOpener extends PostReader {
  readonly userId: number;
}

/**
 * Head office's side of a post: its author, anyone with the every-store grant (head office's grant)
 * and the publishing role. They send and watch posts; their own openings are not reach.
 */
export const isHeadOfficeSide = (
  person: { readonly userId: number; readonly role: Role; readonly allStores: boolean },
  authorId: number | null,
): boolean => person.userId === authorId || person.allStores || POST_PUBLISHING_ROLES.includes(person.role);

/**
 * The readers a post's counter counts (issue 33: head office's own opening made "Readers: 1"
 * before anyone had read it): each person once, only those the post is meant for.
 */
export function countedReaders(
  openers: readonly PostOpener[],
  audience: PostAudience,
  authorId: number | null,
): number {
  const counted = new Set<number>();
  for (const opener of openers)
    if (reachesReader(audience, opener) && !isHeadOfficeSide(opener, authorId)) counted.add(opener.userId);
  return counted.size;
}
