import type { PostTab } from "../../core/posts/post-list-query";
import type {
  Announcement,
  Banner,
  NotificationList,
  PostCategory,
  PostDetail,
  PostPage,
  PostReach,
  PostWriteBody,
} from "../../core/posts/posts-wire";
import type { UploadedFile } from "../../core/files/uploaded-file";
import { portsKey } from "../../core/areas/ports-key";

/*
 * What the posts screens need from the outside world, declared once: the composition root gives it
 * from adapters/posts over the one HTTP client. Every call rejects with the adapters' tagged errors,
 * which machines/api-failure reads structurally. Shapes are core/posts/posts-wire.ts.
 */

export interface PostListRequest {
  readonly storeId: number | undefined;
  readonly tab: PostTab;
  readonly categoryId: number | null;
  readonly search: string;
  readonly cursor: string | null;
}

export interface PostsApiPort {
  readonly list: (request: PostListRequest) => Promise<PostPage>;
  readonly widget: (storeId: number | undefined) => Promise<PostPage>;
  readonly detail: (postId: number) => Promise<PostDetail>;
  readonly countRead: (postId: number) => Promise<void>;
  readonly acknowledge: (postId: number) => Promise<void>;
  readonly categories: () => Promise<readonly PostCategory[]>;
  readonly reach: (postId: number) => Promise<PostReach>;
  readonly remind: (postId: number) => Promise<number>;
  /** POST (new) or PUT (edit) with an Idempotency-Key: the same key twice saves once. */
  readonly save: (postId: number | null, body: PostWriteBody, idempotencyKey: string) => Promise<number>;
  /** A fresh key for a publish. */
  readonly newKey: () => string;
  readonly upload: (file: Blob & { readonly name?: string }) => Promise<UploadedFile>;
  readonly announcements: () => Promise<readonly Announcement[]>;
  readonly banners: () => Promise<readonly Banner[]>;
  readonly notifications: () => Promise<NotificationList>;
  readonly markRead: (postId: number | null) => Promise<NotificationList>;
  /** A URL the server answered relative to the API base, usable in <a href> and <img src>. */
  readonly absoluteUrl: (url: string) => string;
}

/** The posts screens' ports, by their area (made by adapters/posts/posts.ports.ts). */
export const POSTS_PORTS = portsKey<PostsApiPort>("posts");
