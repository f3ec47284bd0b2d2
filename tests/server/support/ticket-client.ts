import { randomUUID } from "node:crypto";
import { demoPdf, demoPng } from "../../../server/files/seed/demo-files";
import type { Database } from "../../../server/db/database";
import { queryRows, sql } from "./query";

/** Small helpers of the ticket tests: JSON calls with a token, uploads, row counts. */

export interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown> & { message?: unknown };
  readonly headers: Headers;
}

export async function call(
  api: string,
  path: string,
  options: {
    readonly token?: string | undefined;
    readonly method?: string;
    readonly body?: unknown;
    readonly key?: string;
    readonly headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  if (options.token !== undefined) headers["Authorization"] = `Bearer ${options.token}`;
  if (options.key !== undefined) headers["Idempotency-Key"] = options.key;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  }
  const response = await fetch(`${api}/${path}`, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text === "" ? null : JSON.parse(text);
  } catch {
    parsed = { raw: text };
  }
  return { status: response.status, body: parsed as Answer["body"], headers: response.headers };
}

export const newKey = (): string => randomUUID();

export const PNG_BYTES = demoPng(8, 8, [200, 10, 10], [10, 200, 10]);
export const PDF_BYTES = demoPdf("test attachment");
/** The first bytes of a Windows program: what a renamed .exe starts with. */
export const EXE_BYTES = new Uint8Array([
  0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff,
]);

export async function upload(
  api: string,
  token: string,
  file: { readonly bytes: Uint8Array; readonly name: string; readonly type: string },
): Promise<Answer> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${api}/v2/files`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Answer["body"], headers: response.headers };
}

export async function uploadPng(api: string, token: string, name = "photo.png"): Promise<number> {
  const answer = await upload(api, token, { bytes: PNG_BYTES, name, type: "image/png" });
  if (answer.status !== 201) throw new Error(`upload gave ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body["file_id"] as number;
}

/** Row counts of every table a ticket write touches: equal before and after a refused request. */
export async function ticketCounts(db: Database): Promise<Record<string, number | string>> {
  const tables = [
    "tickets",
    "ticket_comm",
    "tasks",
    "file_relations",
    "ticket_task_files",
    "files",
    "idempotency_keys",
    "outbox",
    "tickets_old",
    "tickets_old_thread",
  ];
  const counts: Record<string, number | string> = {};
  for (const table of tables) {
    const [row] = await queryRows<{ n: number | string }>(
      db,
      sql.raw(`select count(*)::int as n from "${table}"`),
    );
    counts[table] = Number(row?.n ?? 0);
  }
  const [status] = await queryRows<{ s: string | null }>(
    db,
    sql.raw(
      `select string_agg(id || ':' || last_status || ':' || coalesce(files_confirmed_at::text, '-') || ':' || coalesce(emails_sent_at::text, '-'), ',' order by id) as s from tickets`,
    ),
  );
  counts["ticket_state"] = status?.s ?? "";
  return counts;
}

/** A valid save payload for store 1 (category 3 creates a follow-up task; contact 2 is head office). */
export const savePayload = (
  fileIds: readonly number[] = [],
  title = "Πρόβλημα με τον φούρνο",
): Record<string, unknown> => ({
  location_id: 1,
  title,
  category_id: 3,
  contact_id: 2,
  complaint_type_id: null,
  priority: 1,
  message: "Ο φούρνος σβήνει μόνος του μετά από δέκα λεπτά λειτουργίας.",
  file_ids: [...fileIds],
});
