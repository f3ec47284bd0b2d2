import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { peopleToRemind, summariseReach, type StoreReach } from "../../../core/posts/post-reach";
import { isHeadOfficeSide } from "../../../core/posts/post-readers";
import { isRole } from "../../../core/permissions/role";
import { encodePostReach } from "../../../core/posts/posts-wire";
import type { PostId } from "../../../core/schemas/ids";
import type { Database } from "../../db/database";
import { stores } from "../../db/schema/stores";
import { userStores } from "../../db/schema/user-stores";
import { users } from "../../db/schema/users";
import { DEFAULT_MESSAGE_LANGUAGE } from "../../services/delivery/message-text";
import { languagesOf, queueNotice } from "../../services/delivery/notice";
import { postReads } from "../tables/post-reads";
import type { PostAccess } from "./post-detail";
import { encodeOrThrow, instantOf } from "./post-wire";

/**
 * The people a post is meant for, per store: active members of its stores (every store when it is
 * untargeted) whose role it targets (every role when none is), with their acknowledgement. Head
 * office's side (the author, the every-store grant, the publishing role) sends the post and is
 * neither counted nor reminded (issue 33).
 */
async function audienceByStore(db: Database, access: PostAccess) {
  const rows = await db
    .select({
      storeId: stores.id,
      storeTitle: stores.title,
      userId: users.id,
      fName: users.fName,
      lName: users.lName,
      role: users.role,
      allStores: users.allStores,
      email: users.email,
    })
    .from(userStores)
    .innerJoin(users, eq(users.id, userStores.userId))
    .innerJoin(stores, eq(stores.id, userStores.storeId))
    .where(
      and(
        eq(users.status, "active"),
        access.row.targetsStores ? inArray(userStores.storeId, [...access.storeIds, -1]) : undefined,
        access.roles.length === 0 ? undefined : inArray(users.role, [...access.roles]),
      ),
    )
    .orderBy(asc(stores.id), asc(users.lName), asc(users.id));
  const members = rows.filter(
    (m) => !isRole(m.role) || !isHeadOfficeSide({ ...m, role: m.role }, access.row.authorId),
  );
  const acks = await db
    .select({ userId: postReads.userId, at: postReads.acknowledgedAt })
    .from(postReads)
    .where(and(eq(postReads.postId, access.row.id), isNotNull(postReads.acknowledgedAt)));
  const ackAt = new Map(acks.map((a) => [a.userId, a.at]));
  return { members, ackAt };
}

type Audience = Awaited<ReturnType<typeof audienceByStore>>;

type Person = { userId: number; name: string; acknowledged: boolean };

/** The audience per store, as core's reach rules read it: each store's people with their acknowledgement. */
function reachByStore({ members, ackAt }: Audience): (StoreReach & { people: Person[] })[] {
  const byStore = new Map<number, StoreReach & { people: Person[] }>();
  for (const m of members) {
    const store = byStore.get(m.storeId) ?? { storeId: m.storeId, storeTitle: m.storeTitle, people: [] };
    store.people.push({
      userId: m.userId,
      name: `${m.fName} ${m.lName}`.trim(),
      acknowledged: ackAt.has(m.userId),
    });
    byStore.set(m.storeId, store);
  }
  return [...byStore.values()];
}

/**
 * Where "remind the rest" writes: each person still to confirm (core's peopleToRemind) who has an
 * e-mail address, by user id. People without one are skipped (the reach table still lists them), so
 * the count asked about before sending and the count sent are the same (issue 33).
 */
function reminderAddresses(audience: Audience, storesReach = reachByStore(audience)): Map<number, string> {
  const toRemind = new Set(peopleToRemind(storesReach));
  const addresses = new Map<number, string>();
  for (const m of audience.members)
    if (toRemind.has(m.userId) && m.email !== null && m.email !== "") addresses.set(m.userId, m.email);
  return addresses;
}

/** GET posts/reach/{id}: per store who has confirmed and who has not, with the shares (core's post-reach). */
export async function postReach(db: Database, access: PostAccess) {
  const audience = await audienceByStore(db, access);
  const storesReach = reachByStore(audience);
  const { ackAt } = audience;
  // Everyone once, whatever the number of their stores.
  const everyone = new Map(storesReach.flatMap((s) => s.people.map((p) => [p.userId, p] as const)));
  const total = summariseReach([...everyone.values()]);
  return encodeOrThrow(encodePostReach, {
    post_id: access.row.id as PostId,
    ...total,
    remindable: new Set(reminderAddresses(audience, storesReach).values()).size,
    stores: storesReach.map((s) => ({
      store_id: s.storeId,
      store_title: s.storeTitle,
      ...summariseReach(s.people),
      people: s.people.map((p) => {
        const at = ackAt.get(p.userId);
        return {
          user_id: p.userId,
          name: p.name,
          acknowledged: p.acknowledged,
          acknowledged_at: at === undefined || at === null ? null : instantOf(at),
        };
      }),
    })),
  });
}

/**
 * POST posts/remind/{id}: one e-mail through the outbox to each person still to confirm who has an
 * address. Answers how many were queued.
 */
export async function remindUnread(
  db: Database,
  access: PostAccess,
  request: { readonly publicUrl: string; readonly now: Date },
): Promise<number> {
  const addresses = reminderAddresses(await audienceByStore(db, access));
  const link = `${request.publicUrl}/portal/posts/${access.row.id}`;
  const languages = await languagesOf(db, [...addresses.keys()]);
  await db.transaction(async (tx) => {
    // One message per address, in the language of the person it belongs to.
    const sent = new Set<string>();
    for (const [userId, email] of addresses) {
      if (sent.has(email)) continue;
      sent.add(email);
      await queueNotice(tx, {
        to: { email, language: languages.get(userId) ?? DEFAULT_MESSAGE_LANGUAGE },
        keys: { subject: "b2b_msg_post_reminder_subject", body: "b2b_msg_post_reminder_body" },
        values: { title: access.row.title, link },
        links: [link],
        now: request.now,
      });
    }
  });
  return new Set(addresses.values()).size;
}
