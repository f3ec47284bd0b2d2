import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isKeptAnnouncement } from "../../core/posts/announcement-filter";
import { selectWidgetPosts } from "../../core/rules/post-visibility";
import {
  decodeAnnouncements,
  decodeBanners,
  decodeNotifications,
  decodePostDetail,
  decodePostPage,
  decodePostReach,
  type PostPage,
} from "../../core/posts/posts-wire";
import { isOk, type Decoder } from "../../core/schemas/decode";
import { searchText } from "../../core/search/search-text";
import { availableDatabases } from "./support/database-targets";
import { loginTokens } from "./support/http";
import { queryRows, sql } from "./support/query";
import { call, PDF_BYTES, PNG_BYTES, type Answer } from "./support/ticket-client";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

// Demo accounts: 1 head office, 2 franchisee of stores 1-3, 3 manager of store 1, 5 trainee of
// store 1, 6 manager of store 4.
const MOBILES = {
  headOffice: "6900000001",
  franchisee: "6900000002",
  manager: "6900000003",
  trainee: "6900000005",
  other: "6900000006",
} as const;
type Who = keyof typeof MOBILES;

function decoded<A>(answer: Answer, decode: Decoder<A>): A {
  expect({ status: answer.status, body: answer.status === 200 ? "ok" : answer.body }).toEqual({
    status: 200,
    body: "ok",
  });
  const result = decode(answer.body);
  if (!isOk(result)) throw result.error;
  return result.value;
}

const ids = (p: PostPage) => p.items.map((i) => i.id as number);

const publishBody = (overrides: Record<string, unknown> = {}) => ({
  title: "Νέα διαδικασία κλεισίματος ταμείου",
  subtitle: "Ισχύει από αύριο",
  description:
    '<p>Διαβάστε <strong>προσεκτικά</strong> τη διαδικασία.</p><script>alert(1)</script><img src=x onerror="alert(2)">',
  featured: true,
  needs_ack: true,
  category_id: 2,
  from_stamp: "",
  to_stamp: "",
  archive_in_days: "",
  store_ids: [1],
  roles: [],
  file_ids: [],
  header_image_id: null,
  ...overrides,
});

async function uploadTo(
  api: string,
  token: string,
  bytes: Uint8Array,
  name: string,
  type: string,
): Promise<Answer> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${api}/posts/files/upload`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as Answer["body"],
    headers: response.headers,
  };
}

describe.each(databases)("posts end to end on $name", (target) => {
  let server: TestServer;
  const token = {} as Record<Who, string>;
  beforeAll(async () => {
    server = await startTestServer(target);
    for (const [who, mobile] of Object.entries(MOBILES))
      token[who as Who] = (await loginTokens(server.api, mobile)).access_token;
  });
  afterAll(() => server.stop());

  const as = (who: Who, path: string, options: { method?: string; body?: unknown; key?: string } = {}) =>
    call(server.api, path, { token: token[who], ...options });
  const page = async (who: Who, query: string): Promise<PostPage> =>
    decoded(await as(who, `posts?${query}`), decodePostPage);
  const count = async (table: string) =>
    Number(
      (
        await queryRows<{ n: number }>(
          server.server.database.db,
          sql.raw(`select count(*)::int as n from ${table}`),
        )
      )[0]?.n,
    );

  it("lists the store's active posts, featured first, newest, in keyset pages that cover the list once", async () => {
    const all = await page("manager", "location_id=1&limit=100");
    expect(all.items.length).toBeGreaterThanOrEqual(8);
    expect(all.items.every((p) => p.phase === "active")).toBe(true);
    const featured = all.items.map((p) => p.featured);
    expect(featured).toEqual([...featured].sort((a, b) => Number(b) - Number(a)));
    // Targeted to store 4 only: not in store 1's list; targeted to stores 1-3: in it.
    expect(ids(all)).not.toContain(7);
    expect(ids(all)).toContain(8);
    expect(ids(await page("other", "location_id=4&limit=100"))).toEqual(expect.arrayContaining([7]));
    expect(ids(await page("other", "location_id=4&limit=100"))).not.toContain(8);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const next: PostPage = await page(
        "manager",
        `location_id=1&limit=3${cursor === null ? "" : `&cursor=${cursor}`}`,
      );
      seen.push(...ids(next));
      cursor = next.next_cursor;
    } while (cursor !== null);
    expect(seen).toEqual(ids(all));
  });

  it("answers the dashboard's widget with core's rule: 3 featured then 5 others", async () => {
    const widget = await page("manager", "location_id=1&view=widget");
    const all = await page("manager", "location_id=1&limit=100");
    expect(widget.items.filter((p) => p.featured)).toHaveLength(3);
    expect(widget.items.filter((p) => !p.featured)).toHaveLength(5);
    const now = (await import("temporal-polyfill")).Temporal.Now.instant();
    expect(ids(widget)).toEqual(selectWidgetPosts(all.items, now).map((p) => p.id as number));
  });

  it("keeps expired posts in the archive and scheduled ones for head office only", async () => {
    const archive = await page("manager", "location_id=1&tab=archive");
    expect(archive.items.length).toBeGreaterThanOrEqual(2);
    expect(archive.items.every((p) => p.phase === "expired")).toBe(true);
    expect((await as("manager", "posts?location_id=1&tab=scheduled")).status).toBe(403);
    const scheduled = await page("headOffice", "tab=scheduled");
    expect(scheduled.items.every((p) => p.phase === "scheduled")).toBe(true);
    expect(scheduled.items.length).toBeGreaterThanOrEqual(1);
    // The scheduled post cannot be opened by a reader before its start.
    const [first] = scheduled.items;
    expect((await as("manager", `posts/${first?.id}`)).status).toBe(404);
  });

  it("refuses another store, a bad query and a trainee's list; opens a post meant for trainees", async () => {
    expect((await as("manager", "posts?location_id=4")).status).toBe(403);
    expect((await as("manager", "posts?location_id=abc")).status).toBe(403);
    expect((await as("manager", "posts?cursor=nonsense")).body).toEqual({
      status: "error",
      message: "b2b_posts_bad_query",
    });
    expect((await as("manager", "posts?tab=everything")).status).toBe(422);
    expect((await as("trainee", "posts")).status).toBe(403);
    const forTrainees = decoded(await as("trainee", "posts/9"), decodePostDetail);
    expect(forTrainees.id).toBe(9);
    expect((await as("trainee", "posts/7")).status).toBe(404);
    // Meant for trainees and store managers: not for a franchisee.
    expect((await as("franchisee", "posts/9")).status).toBe(404);
    for (const id of ["999999", "0", "abc", "99999999999999"])
      expect((await as("manager", `posts/${id}`)).status).toBe(404);
  });

  it("searches Greek text with accents and case ignored", async () => {
    const found = await page("manager", `location_id=1&q=${encodeURIComponent("ΩΡΑΡΙΟ")}`);
    expect(found.items.length).toBeGreaterThanOrEqual(1);
    expect(
      found.items.every((p) =>
        searchText(`${p.title} ${p.subtitle ?? ""} ${p.description}`).includes("ωραριο"),
      ),
    ).toBe(true);
    // LIKE wildcards in the search are literal: no post holds three percent signs in a row.
    expect((await page("manager", "location_id=1&q=%25%25%25")).items).toEqual([]);
  });

  it("head office publishes a targeted post with files; the right readers see it, confirm it, and the reach changes", async () => {
    const image = await uploadTo(server.api, token.headOffice, PNG_BYTES, "βιτρίνα.png", "image/png");
    const pdf = await uploadTo(server.api, token.headOffice, PDF_BYTES, "οδηγίες.pdf", "application/pdf");
    expect([image.status, pdf.status]).toEqual([201, 201]);
    expect((await uploadTo(server.api, token.manager, PDF_BYTES, "x.pdf", "application/pdf")).status).toBe(
      403,
    );
    const saved = await as("headOffice", "posts_publish", {
      body: publishBody({ header_image_id: image.body["file_id"], file_ids: [pdf.body["file_id"]] }),
    });
    expect(saved.status).toBe(201);
    const id = saved.body["id"] as number;

    const mine = await page("manager", "location_id=1");
    expect(ids(mine)[0]).toBe(id);
    expect(ids(await page("manager", "location_id=1&view=widget"))).toContain(id);
    expect(ids(await page("other", "location_id=4&limit=100"))).not.toContain(id);
    expect((await as("other", `posts/${id}`)).status).toBe(404);

    const detail = decoded(await as("manager", `posts/${id}`), decodePostDetail);
    expect(detail.description).toContain("<strong>προσεκτικά</strong>");
    expect(detail.description).not.toMatch(/script|onerror|alert/u);
    expect(detail.files.map((f) => f.name)).toEqual(["οδηγίες.pdf"]);
    expect(detail.can_edit).toBe(false);
    const download = await fetch(`${server.api}/${detail.files[0]?.file_url}`);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF_BYTES);
    expect((await fetch(`${server.api}/${detail.header_image_url}`)).status).toBe(200);
    expect((await fetch(`${server.api}/posts/files/${detail.files[0]?.id}?exp=1&sig=x`)).status).toBe(403);

    for (let i = 0; i < 3; i += 1)
      expect((await as("manager", "posts_counter", { body: { post_id: id } })).body["posts_counter"]).toBe(1);
    const before = decoded(await as("headOffice", `posts/reach/${id}`), decodePostReach);
    expect(before.stores.map((s) => s.store_id)).toEqual([1]);
    expect(before.acknowledged).toBe(0);
    expect((await as("manager", `posts/reach/${id}`)).status).toBe(403);

    expect((await as("manager", "posts_acknowledge", { body: { post_id: id } })).status).toBe(200);
    expect((await as("other", "posts_acknowledge", { body: { post_id: id } })).status).toBe(404);
    const after = decoded(await as("headOffice", `posts/reach/${id}`), decodePostReach);
    expect(after.acknowledged).toBe(1);
    expect(after.percent).toBe(Math.floor(100 / after.total));
    expect(after.stores[0]?.people.find((p) => p.user_id === 3)?.acknowledged).toBe(true);
    expect(decoded(await as("manager", `posts/${id}`), decodePostDetail).acknowledged).toBe(true);

    // Someone still to confirm without an e-mail address is listed but cannot be e-mailed: the reach
    // says how many e-mails a reminder sends, and the reminder sends that many (issue 33).
    const withoutEmail = after.stores[0]?.people.find((p) => !p.acknowledged)?.user_id;
    expect(withoutEmail).toBeDefined();
    const db = server.server.database.db;
    const [kept] = await queryRows<{ email: string | null }>(
      db,
      sql`select email from users where id = ${withoutEmail}`,
    );
    await db.execute(sql`update users set email = null where id = ${withoutEmail}`);
    try {
      const asked = decoded(await as("headOffice", `posts/reach/${id}`), decodePostReach);
      expect(asked.remindable).toBeLessThan(asked.total - asked.acknowledged);
      const outboxBefore = await count("outbox");
      const reminded = await as("headOffice", `posts/remind/${id}`, { method: "POST" });
      expect(reminded.status).toBe(202);
      expect(reminded.body["reminded"]).toBeGreaterThanOrEqual(1);
      expect(reminded.body["reminded"]).toBe(asked.remindable);
      expect(await count("outbox")).toBe(outboxBefore + (reminded.body["reminded"] as number));
    } finally {
      await db.execute(sql`update users set email = ${kept?.email ?? null} where id = ${withoutEmail}`);
    }

    // The new post needs confirmation: a kept announcement for its audience only.
    const alerts = decoded(await as("manager", "announcements"), decodeAnnouncements).filter(
      isKeptAnnouncement,
    );
    expect(alerts.some((a) => a.post_id === id)).toBe(true);
    const othersAlerts = decoded(await as("other", "announcements"), decodeAnnouncements);
    expect(othersAlerts.some((a) => a.post_id === id)).toBe(false);
  });

  it("keeps the paragraphs of a text typed without tags (issue 33)", async () => {
    const saved = await as("headOffice", "posts_publish", {
      body: publishBody({
        title: "Παράγραφοι",
        description: "Πρώτη παράγραφος.\n\nΔεύτερη, σε δύο\nγραμμές.",
        store_ids: [1],
      }),
    });
    expect(saved.status).toBe(201);
    const post = decoded(await as("manager", `posts/${saved.body["id"] as number}`), decodePostDetail);
    expect(post.description).toBe("<p>Πρώτη παράγραφος.</p><p>Δεύτερη, σε δύο<br />γραμμές.</p>");
  });

  it("the demo's alerts and banners open the post they announce (issue 33)", async () => {
    // The opening-hours alert once led to the renovation post: each alert's and banner's title is
    // the start of its post's title.
    const alerts = decoded(await as("franchisee", "announcements"), decodeAnnouncements);
    const banners = decoded(await as("franchisee", "banners"), decodeBanners);
    const linked = [...alerts, ...banners].filter((alert) => alert.post_id !== null);
    expect(linked.length).toBeGreaterThanOrEqual(2);
    for (const alert of linked) {
      const post = decoded(await as("franchisee", `posts/${alert.post_id}`), decodePostDetail);
      expect({ alert: alert.title, post: post.title.split(" ").slice(0, 2) }).toEqual({
        alert: alert.title,
        post: alert.title.split(" ").slice(0, 2),
      });
    }
  });

  it("counts as readers only the people a post is meant for, never head office (issue 33)", async () => {
    const db = server.server.database.db;
    // Head office as a member of store 1 too: before, that put it in the reach and the reminders.
    await db.execute(sql`insert into user_stores (user_id, store_id) values (1, 1) on conflict do nothing`);
    try {
      const saved = await as("headOffice", "posts_publish", {
        body: publishBody({ title: "Μόνο για το 1" }),
      });
      expect(saved.status).toBe(201);
      const id = saved.body["id"] as number;
      const counter = async (who: Who) =>
        (await as(who, "posts_counter", { body: { post_id: id } })).body["posts_counter"];
      // Head office opening its own post is no reader; the store's manager is, once.
      expect(await counter("headOffice")).toBe(0);
      expect(decoded(await as("headOffice", `posts/${id}`), decodePostDetail).posts_counter).toBe(0);
      expect(await counter("manager")).toBe(1);
      expect(await counter("manager")).toBe(1);
      expect(decoded(await as("franchisee", `posts/${id}`), decodePostDetail).posts_counter).toBe(1);

      const reach = decoded(await as("headOffice", `posts/reach/${id}`), decodePostReach);
      const people = reach.stores.flatMap((s) => s.people.map((p) => p.user_id as number));
      expect(people).not.toContain(1);
      expect(people).toContain(3);
      expect(reach.total).toBe(new Set(people).size);
    } finally {
      await db.execute(sql`delete from user_stores where user_id = 1 and store_id = 1`);
    }
  });

  it("publishes once per Idempotency-Key: a retry after a lost answer gets the same post", async () => {
    const ONCE_KEY = crypto.randomUUID();
    const before = await count("posts");
    const body = publishBody({ title: "Δημοσίευση μία φορά", needs_ack: false });
    const first = await as("headOffice", "posts_publish", { body, key: ONCE_KEY });
    const again = await as("headOffice", "posts_publish", { body, key: ONCE_KEY });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body["id"]).toBe(first.body["id"]);
    expect(await count("posts")).toBe(before + 1);
    // The same key with another body is a conflict, not a silent second post.
    const other = await as("headOffice", "posts_publish", {
      body: { ...body, title: "Άλλος τίτλος" },
      key: ONCE_KEY,
    });
    expect(other.status).toBe(409);
    // Without a key every publish is a new post, as before.
    expect((await as("headOffice", "posts_publish", { body })).status).toBe(201);
    expect(await count("posts")).toBe(before + 2);
  });

  it("refuses bad and unauthorised writes with a key and changes nothing", async () => {
    const before = await count("posts");
    const empty = await as("headOffice", "posts_publish", {
      body: publishBody({ title: " ", description: "<p></p>" }),
    });
    expect(empty.status).toBe(422);
    expect(empty.body["fields"]).toEqual({
      title: ["b2b_post_title_required"],
      description: ["b2b_post_description_required"],
    });
    const backwards = await as("headOffice", "posts_publish", {
      body: publishBody({ from_stamp: "2026-05-02T10:00:00Z", to_stamp: "2026-05-01T10:00:00Z" }),
    });
    expect(backwards.body["fields"]).toEqual({ schedule: ["b2b_post_to_before_from"] });
    expect(
      (await as("headOffice", "posts_publish", { body: publishBody({ roles: ["admin"] }) })).status,
    ).toBe(422);
    expect(
      (await as("headOffice", "posts_publish", { body: publishBody({ store_ids: [999] }) })).body["message"],
    ).toBe("b2b_post_store_unknown");
    expect(
      (await as("headOffice", "posts_publish", { body: publishBody({ file_ids: [1] }) })).body["message"],
    ).toBe("b2b_post_file_unknown");
    expect((await as("manager", "posts_publish", { body: publishBody() })).status).toBe(403);
    expect((await as("franchisee", "posts_publish/1", { method: "PUT", body: publishBody() })).status).toBe(
      403,
    );
    expect((await as("manager", "posts_acknowledge", { body: { post_id: 1 } })).body["message"]).toBe(
      "b2b_post_no_ack_needed",
    );
    expect(await count("posts")).toBe(before);
    expect(server.serverErrors).toEqual([]);
  });

  it("head office edits a post: the window and audience follow", async () => {
    const edited = await as("headOffice", "posts_publish/6", {
      method: "PUT",
      body: publishBody({
        title: "Εκπαίδευση: νέο ταμειακό (ενημέρωση)",
        needs_ack: false,
        store_ids: [4],
        featured: false,
      }),
    });
    expect(edited.status).toBe(200);
    expect((await as("manager", "posts/6")).status).toBe(404);
    expect(decoded(await as("other", "posts/6"), decodePostDetail).title).toBe(
      "Εκπαίδευση: νέο ταμειακό (ενημέρωση)",
    );
    expect(decoded(await as("headOffice", "posts/6"), decodePostDetail).store_ids).toEqual([4]);
  });

  it("notifies new posts in the header until they are read", async () => {
    const first = decoded(await as("other", "notifications"), decodeNotifications);
    expect(first.unread).toBeGreaterThan(0);
    const one = first.items.find((i) => !i.read);
    const afterOne = decoded(
      await as("other", "notification", { body: { id: one?.post_id } }),
      decodeNotifications,
    );
    expect(afterOne.unread).toBe(first.unread - 1);
    const none = decoded(await as("other", "notification", { body: { id: null } }), decodeNotifications);
    expect(none.unread).toBe(0);
    expect((await as("other", "banners")).status).toBe(200);
    expect((await as("trainee", "notifications")).status).toBe(200);
    for (const path of ["posts", "posts/1", "notifications", "banners", "announcements", "post_categories"])
      expect((await call(server.api, path)).status).toBe(401);
  });
});
