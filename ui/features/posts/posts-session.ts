import { HEAD_OFFICE_COMPANY } from "../../../core/constants/portal-constants";
import { mayPublishPosts } from "../../../core/posts/post-publishing";
import { useSessionView } from "../../platform/session-view";

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
