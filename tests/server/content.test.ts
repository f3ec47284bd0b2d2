import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isOk, type Decoder } from "../../core/schemas/decode";
import { decodePost, decodePosts } from "../../core/schemas/post";
import { isFeaturedPost, isPostActive, selectWidgetPosts } from "../../core/rules/post-visibility";
import { availableDatabases } from "./support/database-targets";
import { getJson, loginTokens } from "./support/http";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

const STORE_MANAGER = "6900000003";
const TRAINEE = "6900000005";

async function decoded<A>(response: Response, decode: Decoder<A>): Promise<A> {
  expect(response.status).toBe(200);
  const result = decode(await response.json());
  if (!isOk(result)) throw result.error;
  return result.value;
}

describe.each(databases)("dashboard content on $name", (target) => {
  let server: TestServer;
  let manager = "";
  let trainee = "";
  beforeAll(async () => {
    server = await startTestServer(target);
    manager = (await loginTokens(server.api, STORE_MANAGER)).access_token;
    trainee = (await loginTokens(server.api, TRAINEE)).access_token;
  });
  afterAll(() => server.stop());

  it("answers the demo posts in core's Post shape, enough for the widget's 3 featured + 5 others", async () => {
    const posts = await decoded(await getJson(server.api, "posts", manager), decodePosts);
    const now = Temporal.Now.instant();
    const active = posts.filter((p) => isPostActive(p, now));
    expect(posts.length).toBeGreaterThanOrEqual(10);
    expect(active.length).toBeLessThan(posts.length);
    const widget = selectWidgetPosts(posts, now);
    expect(widget.filter(isFeaturedPost)).toHaveLength(3);
    expect(widget.filter((p) => !isFeaturedPost(p))).toHaveLength(5);
    // Newest first.
    const created = posts.map((p) => p.c_stamp.epochMilliseconds);
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it("opens a single post to every role but the list not to trainees", async () => {
    const list = await getJson(server.api, "posts", trainee);
    expect(list.status).toBe(403);
    expect(await list.json()).toEqual({ status: "error", message: "b2b_forbidden" });
    const post = await decoded(await getJson(server.api, "posts/1", trainee), decodePost);
    expect(post.id).toBe(1);
    expect(post.title).toMatch(/\p{Script=Greek}/u);
  });

  it.each(["999999", "0", "-1", "abc", "1.5", "99999999999999"])("answers 404 for post %s", async (id) => {
    const response = await getJson(server.api, `posts/${id}`, manager);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: "error", message: "b2b_not_found" });
  });

  it("needs a login for every content route", async () => {
    for (const path of ["posts", "posts/1"]) expect((await getJson(server.api, path)).status).toBe(401);
    expect(server.serverErrors).toEqual([]);
  });
});
