import type { SniffedKind } from "../tickets/ticket-limits";

/**
 * Recognising the allowed file types by their first bytes, so the server checks what a file is and
 * not only what its name and the browser claim. Only the families we accept are known; anything
 * else is "not recognised" and must be refused.
 */

/** How many leading bytes sniffFileType needs (WEBP is decided at offset 8..11). */
export const SNIFF_HEADER_LENGTH = 12;

interface Signature {
  readonly kind: SniffedKind;
  /** Bytes at the given offset; null matches any byte (the RIFF size field). */
  readonly bytes: readonly (number | null)[];
}

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

export const FILE_SIGNATURES: readonly Signature[] = [
  { kind: "png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: "jpeg", bytes: [0xff, 0xd8, 0xff] },
  { kind: "gif", bytes: ascii("GIF87a") },
  { kind: "gif", bytes: ascii("GIF89a") },
  // RIFF, a 4-byte little-endian size, then WEBP.
  { kind: "webp", bytes: [...ascii("RIFF"), null, null, null, null, ...ascii("WEBP")] },
  { kind: "pdf", bytes: ascii("%PDF-") },
  // The compound-file header of the older office formats (doc, xls, ppt).
  { kind: "ole2", bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  // A ZIP local file header: OOXML (docx, xlsx, pptx) and ODF (odt, ods) are ZIP archives. An empty
  // archive (PK\x05\x06) is no document and is not recognised.
  { kind: "zip", bytes: [0x50, 0x4b, 0x03, 0x04] },
];

const matches = (bytes: Uint8Array, signature: Signature): boolean =>
  bytes.length >= signature.bytes.length &&
  signature.bytes.every((expected, index) => expected === null || bytes[index] === expected);

/** The content family of a file from its first bytes, or undefined when it is none we accept. */
export function sniffFileType(firstBytes: Uint8Array): SniffedKind | undefined {
  if (!(firstBytes instanceof Uint8Array)) return undefined;
  return FILE_SIGNATURES.find((signature) => matches(firstBytes, signature))?.kind;
}
