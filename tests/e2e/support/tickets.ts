import { expect, type Page, type Request, type Route } from "@playwright/test";
import { readOutbox, type OutboxMessage } from "./outbox";
import { readTokens } from "./session";
import { text } from "./texts";

/*
 * Helpers of the ticket browser tests: the API read with the page's own login (to count what the
 * server really holds), the new-ticket form, and connection cuts with Playwright routing.
 */

export const API = "/echo/rest/api";
// The store manager's store (server/seed/demo-data.ts: storeIds [1], "Αθήνα Σύνταγμα").
export const STORE = 1;

/** A real 1×1 PNG: the server reads the first bytes of every upload. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC",
  "base64",
);

/** A small but real PDF (the server checks the first bytes, "%PDF-"). */
export const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

export const MESSAGE = "Η οθόνη του ταμείου σβήνει κάθε λίγα λεπτά από το πρωί.";

async function authHeaders(page: Page): Promise<Record<string, string>> {
  const tokens = await readTokens(page);
  return { Accept: "application/json", Authorization: `Bearer ${tokens?.access_token ?? ""}` };
}

/** An authenticated GET of the ticket API with the page's login; fails the test on a non-200. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${API}/${path}`, { headers: await authHeaders(page) });
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** The ids of the store's v2 tickets titled `title` (newest first). */
export async function v2TicketIdsTitled(page: Page, title: string): Promise<number[]> {
  const body = await apiGet<{ items: { id: number; title: string }[] }>(
    page,
    `v2/tickets/location/${STORE}?status=all&limit=200`,
  );
  return body.items.filter((item) => item.title === title).map((item) => item.id);
}

export interface V2Detail {
  readonly id: number;
  readonly title: string;
  readonly comm: readonly { id: number; message: string; from_contact_name: string }[];
  readonly files_relations: readonly { file_id: number; name: string; file_url: string }[];
}

export const v2Detail = (page: Page, ticketId: number) =>
  apiGet<V2Detail>(page, `v2/tickets/${STORE}/${ticketId}`);

/** "Ticket info with two ids": one message of a ticket and the files attached to that message. */
export const messageInfo = (page: Page, ticketId: number, commId: number) =>
  apiGet<{ comm: { id: number; message: string }; files_relations: readonly { name: string }[] }>(
    page,
    `tickets/info/${ticketId}/${commId}`,
  );

/**
 * The one ticket titled `title`, and that it is whole: its first (and only) message is what was
 * typed, and exactly the named files are attached, to the ticket and to that first message.
 */
export async function expectOneCompleteTicket(
  page: Page,
  title: string,
  files: readonly string[],
): Promise<V2Detail> {
  const ids = await v2TicketIdsTitled(page, title);
  expect(ids, `exactly one ticket titled ${title}`).toHaveLength(1);
  const detail = await v2Detail(page, ids[0] as number);
  expect(detail.comm.map((c) => c.message)).toEqual([MESSAGE]);
  expect(detail.files_relations.map((f) => f.name).toSorted()).toEqual([...files].toSorted());
  const first = await messageInfo(page, detail.id, (detail.comm[0] as { id: number }).id);
  expect(first.files_relations.map((f) => f.name).toSorted()).toEqual([...files].toSorted());
  return detail;
}

/** The e-mails of the outbox about the ticket titled `title` (the subject carries the title). */
export async function ticketEmails(page: Page, title: string): Promise<OutboxMessage[]> {
  const messages = await readOutbox(page.request);
  return messages.filter((m) => m.channel === "email" && (m.subject ?? "").includes(title));
}

export const titleField = (page: Page) => page.getByLabel(text("ui_tickets_field_title"), { exact: true });
export const messageField = (page: Page) =>
  page.getByLabel(text("ui_tickets_field_message"), { exact: true });
export const submitButton = (page: Page) =>
  page.getByRole("button", { name: text("ui_tickets_submit"), exact: true });
export const retryButton = (page: Page) =>
  page.getByRole("button", { name: text("ui_tickets_retry_send"), exact: true });

/** Fills the new-ticket form (v2) with a valid draft: the first category and contact, MESSAGE. */
export async function fillNewTicket(page: Page, title: string) {
  await titleField(page).fill(title);
  await page.getByLabel(text("ui_tickets_field_category"), { exact: true }).selectOption({ index: 1 });
  await page.getByLabel(text("ui_tickets_field_contact"), { exact: true }).selectOption({ index: 1 });
  await messageField(page).fill(MESSAGE);
}

/** Attaches files through the form's file input. */
export async function attach(
  page: Page,
  files: readonly { name: string; mimeType: string; buffer: Buffer }[],
) {
  await page.getByTestId("ticket-file-input").setInputFiles([...files]);
  for (const file of files) await expect(page.getByText(file.name, { exact: true })).toBeVisible();
}

/**
 * The outcome of a save: the spec's translated success message, on the saved ticket's own screen
 * (issue 33, item 1: /tickets_old never lists a v2 ticket; docs/decisions.md).
 */
export async function expectSaved(page: Page) {
  // The whole save may include the app's own 2 s pause before it asks for the e-mails again.
  await expect(page).toHaveURL(/\/portal\/tickets\/\d+$/, { timeout: 30_000 });
  await expect(page.getByText(text("b2b_ticket_save_success"), { exact: true })).toBeVisible();
}

/**
 * How a request is cut: `before` it reaches the server (the connection drops on the way out), or
 * `after` the server did the work and answered (the answer is lost on the way back).
 */
export type Cut = "before" | "after";

export interface CutRoute {
  /** How many requests of this method and path the page sent, cut ones included. */
  readonly calls: () => number;
}

/**
 * Cuts the connection of POST `path` (under the API) for the calls numbered in `which` (1-based),
 * and lets every other call through untouched.
 */
export async function cutPost(
  page: Page,
  path: string,
  how: Cut,
  which: (call: number) => boolean = (call) => call === 1,
): Promise<CutRoute> {
  let calls = 0;
  await page.route(
    (url) => url.pathname === `${API}/${path}`,
    async (route: Route, request: Request) => {
      if (request.method() !== "POST") return route.fallback();
      calls += 1;
      if (!which(calls)) return route.fallback();
      if (how === "after") await route.fetch();
      return route.abort("connectionreset");
    },
  );
  return { calls: () => calls };
}

/** Counts POST `path` requests without changing them. */
export async function countPosts(page: Page, path: string): Promise<CutRoute> {
  return cutPost(page, path, "before", () => false);
}
