import { createContext, use, useContext, type ReactNode } from "react";
import { HEAD_OFFICE_COMPANY } from "../../../core/constants/portal-constants";
import { mayPublishPosts } from "../../../core/posts/post-publishing";
import type { PostsApiPort } from "../../../machines/posts/posts-ports";
import { useSessionView } from "../../app/screen-bindings";

/*
 * The posts screens' port (machines/posts/posts-ports.ts), given by <PostsPortsProvider>: the
 * composition root fills it from adapters/posts, loaded on first use so the login route does not
 * carry it.
 */

const PostsPortsContext = createContext<(() => Promise<PostsApiPort>) | null>(null);

/** `load` must return the same promise on every call (the composition root memoises it). */
export function PostsPortsProvider({
  load,
  children,
}: {
  readonly load: () => Promise<PostsApiPort>;
  readonly children: ReactNode;
}) {
  return <PostsPortsContext value={load}>{children}</PostsPortsContext>;
}

/**
 * Whether the posts port is given: the header's bell and the dashboard's alerts are extras of
 * other screens, so where no provider is (a view's own test) they show nothing.
 */
export const useHasPostsApi = (): boolean => useContext(PostsPortsContext) !== null;

/** The port; suspends the first time while its module loads. */
export function usePostsApi(): PostsApiPort {
  const load = useContext(PostsPortsContext);
  if (load === null) throw new Error("The posts screens need a <PostsPortsProvider> (composition-root.tsx)");
  return use(load());
}

/** What the posts screens read from the session: the store in view and head office's right. */
export interface PostsSession {
  readonly storeId: number | undefined;
  readonly canPublish: boolean;
  readonly signedIn: boolean;
  /** Changes with every change of store: the screens load their data again (spec 4). */
  readonly storeVersion: number;
  /** The stores the user may choose from (head office: every store), for targeting a post. */
  readonly stores: readonly { readonly id: number; readonly title: string }[];
}

export function usePostsSession(): PostsSession {
  const { state } = useSessionView();
  if (state.status !== "signedIn")
    return { storeId: undefined, canPublish: false, signedIn: false, storeVersion: 0, stores: [] };
  return {
    storeId: state.shell.selectedStoreId,
    canPublish: mayPublishPosts(state.permission, HEAD_OFFICE_COMPANY),
    signedIn: true,
    storeVersion: state.storeVersion,
    stores: state.shell.stores,
  };
}
