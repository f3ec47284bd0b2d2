import type { Context } from "hono";
import { contentDispositionFor } from "../../../core/files/file-name";
import type { FileStore } from "../services/file-store";
import { errorResponse } from "../../http/api-error";

/** What a download needs of a stored file's row. */
export interface StoredFileRow {
  readonly name: string;
  readonly mime: string;
  readonly size: number;
  readonly storageKey: string;
}

/**
 * The answer of every signed download (ticket attachments, post files, store records' files, the
 * information documents), once its signature and its right to be served were checked by the route:
 * the bytes with their type and length, never sniffed, cached privately; 404 when the row or its
 * bytes are gone. `inline` shows it in the page (images, previews); else it downloads under its name.
 */
export async function storedFileResponse(
  c: Context,
  fileStore: FileStore,
  file: StoredFileRow | undefined,
  options: { readonly inline?: boolean; readonly maxAgeSeconds?: number } = {},
): Promise<Response> {
  const body = file === undefined ? null : await fileStore.open(file.storageKey);
  if (file === undefined || body === null) return errorResponse(c, 404, "b2b_not_found");
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": file.mime,
      "Content-Length": String(file.size),
      "Content-Disposition": options.inline
        ? `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`
        : contentDispositionFor(file.name),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": `private, max-age=${options.maxAgeSeconds ?? 900}`,
    },
  });
}
