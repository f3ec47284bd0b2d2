import { createMiddleware } from "hono/factory";
import { HEAD_OFFICE_COMPANY } from "../../../core/constants/portal-constants";
import { mayPublishPosts } from "../../../core/posts/post-publishing";
import { Forbidden, Unauthorized } from "../../domain-errors";
import type { AppEnv, AuthSession } from "../../http/app-deps";

/**
 * Head office's writes (publish, edit, upload, reach, remind): core's mayPublishPosts after the
 * session and the posts area; 403 `b2b_forbidden` for everyone else, before the body is read.
 */
export const requirePublisher = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const session = c.get("session") as AuthSession | undefined;
    if (session === undefined) throw new Unauthorized("b2b_unauthorized");
    if (!mayPublishPosts(session.permission, HEAD_OFFICE_COMPANY)) throw new Forbidden("b2b_forbidden");
    await next();
  });
