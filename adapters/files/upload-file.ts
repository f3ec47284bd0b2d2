import { decodeUploadedFile } from "../../core/files/uploaded-file";
import type { HttpClient } from "../api/http-client";

/**
 * One file up through the shared upload (POST v2/files: the server checks type, size and first bytes
 * and keeps it pending until an area attaches it); the id the server gave it. Licences, maintenance
 * records and training files attach what this returns.
 */
export async function uploadFile(upload: HttpClient["upload"], file: Blob, name: string): Promise<number> {
  const form = new FormData();
  form.append("file", file, name);
  const uploaded = await upload({
    path: "v2/files",
    form,
    onProgress: () => undefined,
    decode: decodeUploadedFile,
  }).done;
  return uploaded.file_id;
}
