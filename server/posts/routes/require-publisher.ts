import { HEAD_OFFICE_COMPANY } from "../../../core/constants/portal-constants";
import { mayPublishPosts } from "../../../core/posts/post-publishing";
import { requireRight } from "../../http/middleware/require-right";

/**
 * Head office's writes (publish, edit, upload, reach, remind): core's mayPublishPosts after the
 * session and the posts area; 403 `b2b_forbidden` for everyone else, before the body is read
 * (requireRight).
 */
export const requirePublisher = () =>
  requireRight((session) => mayPublishPosts(session.permission, HEAD_OFFICE_COMPANY));
