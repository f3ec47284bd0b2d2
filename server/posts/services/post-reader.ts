import { eq } from "drizzle-orm";
import { mayPublishPosts } from "../../../core/posts/post-publishing";
import { HEAD_OFFICE_COMPANY } from "../../../core/constants/portal-constants";
import { seesEveryStore } from "../../../core/permissions/store-scope";
import type { PostReader } from "../../../core/posts/post-audience";
import type { Database } from "../../db/database";
import { userStores } from "../../db/schema/user-stores";
import type { PermissionSession } from "../../../core/permissions/session";
import type { Role } from "../../../core/permissions/role";

/** Who reads: core's reader (role, stores, every-store grant), plus the publishing right. */
export interface PostViewer extends PostReader {
  readonly userId: number;
  /** Head office's explicit right to publish (core/posts/post-publishing.ts). */
  readonly canPublish: boolean;
}

/** The caller as far as posts need it (the session middleware's AuthSession fits). */
export interface PostSession {
  readonly role: Role;
  readonly user: { readonly id: number; readonly allStores: boolean };
  readonly permission: PermissionSession;
}

export async function postViewer(db: Database, session: PostSession): Promise<PostViewer> {
  const rows = await db
    .select({ storeId: userStores.storeId })
    .from(userStores)
    .where(eq(userStores.userId, session.user.id));
  return {
    userId: session.user.id,
    role: session.role,
    storeIds: rows.map((r) => r.storeId),
    allStores: seesEveryStore(session.user),
    canPublish: mayPublishPosts(session.permission, HEAD_OFFICE_COMPANY),
  };
}

/** A selected store the viewer may look at (their own, or any with the every-store grant). */
export const mayViewStore = (viewer: PostViewer, storeId: number): boolean =>
  viewer.allStores || viewer.storeIds.includes(storeId);
