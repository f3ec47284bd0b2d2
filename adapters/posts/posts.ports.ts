import { POSTS_PORTS } from "../../machines/posts/posts-ports";
import { areaPorts } from "../ports/ports-module";
import { createPostsApi } from "./posts-api";

/** The posts screens' port: list, detail, publishing, the dashboard's alerts, the header's bell. */
export const ports = areaPorts(POSTS_PORTS, (world) => createPostsApi(world));
