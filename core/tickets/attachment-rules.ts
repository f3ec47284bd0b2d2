import type { TicketMessageKey } from "./tickets-catalogue";
import { readField } from "../validation/loose-input";
import { sniffFileType } from "../files/file-sniff";
import type { AllowedFileType, TicketLimits } from "./ticket-limits";

/** What the browser knows about a picked file before uploading it (and what the server is told). */
export interface AttachmentMeta {
  readonly name: string;
  /** Bytes. */
  readonly size: number;
  /** The declared MIME type (File.type); "" when the browser does not know it. */
  readonly type: string;
}

/** The extension of a file name, lower case, without the dot; "" when there is none. */
export function fileExtension(name: string): string {
  const base = name.split(/[/\\]/u).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot <= 0 || dot === base.length - 1 ? "" : base.slice(dot + 1).toLowerCase();
}

/** "image/PNG; charset=x" → "image/png": parameters and case do not change the type. */
export function normaliseMime(type: string): string {
  return (type.split(";")[0] ?? "").trim().toLowerCase();
}

/** The allowed type a file name's extension points at. */
export function allowedTypeByExtension(name: string, limits: TicketLimits): AllowedFileType | undefined {
  const ext = fileExtension(name);
  return ext === "" ? undefined : limits.allowedFileTypes.find((type) => type.extensions.includes(ext));
}

function allowedTypeByMime(type: string, limits: TicketLimits): AllowedFileType | undefined {
  const mime = normaliseMime(type);
  return limits.allowedFileTypes.find(
    (allowed) => allowed.mime === mime || allowed.mimeAliases.includes(mime),
  );
}

const readMeta = (meta: unknown): AttachmentMeta => {
  const name = readField(meta, "name");
  const size = readField(meta, "size");
  const type = readField(meta, "type");
  return {
    name: typeof name === "string" ? name : "",
    size: typeof size === "number" ? size : Number.NaN,
    type: typeof type === "string" ? type : "",
  };
};

/**
 * The message keys one attachment fails, [] when it may be attached. Size: 1 byte up to
 * attachmentMaxBytes inclusive. Type: the extension and the declared MIME type must both name the
 * same allowed type. An empty declared type (the browser did not recognise the file, common for
 * office files on machines without office) is judged by the extension alone; the server sniffs
 * the content anyway.
 */
export function checkAttachment(meta: unknown, limits: TicketLimits): readonly TicketMessageKey[] {
  const { name, size, type } = readMeta(meta);
  const keys: TicketMessageKey[] = [];
  if (!Number.isFinite(size) || size <= 0) keys.push("b2b_ticket_attachment_empty");
  else if (size > limits.attachmentMaxBytes) keys.push("b2b_ticket_attachment_too_large");
  const byExtension = allowedTypeByExtension(name, limits);
  const declared = normaliseMime(type);
  const byMime = declared === "" ? byExtension : allowedTypeByMime(declared, limits);
  if (byExtension === undefined || byMime === undefined) keys.push("b2b_ticket_attachment_type_not_allowed");
  else if (byExtension.mime !== byMime.mime) keys.push("b2b_ticket_attachment_extension_mismatch");
  return keys;
}

/** The keys of the attachment list as a whole: at most attachmentMaxCount files. */
export function checkAttachmentCount(count: number, limits: TicketLimits): readonly TicketMessageKey[] {
  return count > limits.attachmentMaxCount ? ["b2b_ticket_attachments_too_many"] : [];
}

/**
 * The server's content check: the first bytes must be of the family of the type the name claims
 * (a PNG named .pdf, or a script named .png, is refused). Run after checkAttachment passed.
 */
export function checkFileContent(
  firstBytes: Uint8Array,
  name: string,
  limits: TicketLimits,
): readonly TicketMessageKey[] {
  const expected = allowedTypeByExtension(name, limits);
  if (expected === undefined) return ["b2b_ticket_attachment_type_not_allowed"];
  return sniffFileType(firstBytes) === expected.kind ? [] : ["b2b_ticket_attachment_content_mismatch"];
}
