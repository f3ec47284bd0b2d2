import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { FILE_SIGNATURES, SNIFF_HEADER_LENGTH, sniffFileType } from "./file-sniff";
import { SNIFFED_KINDS } from "../tickets/ticket-limits";

const bytes = (...values: number[]): Uint8Array => Uint8Array.from(values);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

// A valid header of a signature, with random bytes in the wildcard slots and after it.
const header = fc
  .tuple(
    fc.constantFrom(...FILE_SIGNATURES),
    fc.uint8Array({ minLength: SNIFF_HEADER_LENGTH, maxLength: 64 }),
  )
  .map(([signature, filler]) => ({
    kind: signature.kind,
    data: Uint8Array.from(filler.map((byte, index) => signature.bytes[index] ?? byte)),
  }));

const startsWithKnownSignature = (data: Uint8Array): boolean =>
  FILE_SIGNATURES.some((signature) =>
    signature.bytes.every(
      (expected, index) => index < data.length && (expected === null || data[index] === expected),
    ),
  );

describe("sniffFileType", () => {
  it("recognises real headers of each allowed family", () => {
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBe("png");
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, ...ascii("JFIF")))).toBe("jpeg");
    expect(sniffFileType(bytes(...ascii("GIF89a"), 1, 0))).toBe("gif");
    expect(sniffFileType(bytes(...ascii("GIF87a")))).toBe("gif");
    expect(sniffFileType(bytes(...ascii("RIFF"), 0x24, 0, 0, 0, ...ascii("WEBPVP8 ")))).toBe("webp");
    expect(sniffFileType(bytes(...ascii("%PDF-1.7\n")))).toBe("pdf");
    expect(sniffFileType(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe("ole2");
    expect(sniffFileType(bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0))).toBe("zip");
    expect(new Set(FILE_SIGNATURES.map((s) => s.kind))).toEqual(new Set(SNIFFED_KINDS));
  });

  it("refuses near misses and other formats", () => {
    expect(sniffFileType(bytes(...ascii("RIFF"), 0, 0, 0, 0, ...ascii("WAVE")))).toBeUndefined();
    expect(sniffFileType(bytes(0x50, 0x4b, 0x05, 0x06))).toBeUndefined();
    expect(sniffFileType(bytes(...ascii("GIF90a")))).toBeUndefined();
    expect(sniffFileType(bytes(...ascii("<svg xmlns")))).toBeUndefined();
    expect(sniffFileType(bytes(...ascii("MZ")))).toBeUndefined();
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e))).toBeUndefined();
    expect(sniffFileType(new Uint8Array())).toBeUndefined();
    expect(sniffFileType("not bytes" as unknown as Uint8Array)).toBeUndefined();
  });

  test.prop([header], { numRuns: 300 })(
    "recognises every generated valid header",
    ({ kind, data }) => sniffFileType(data) === kind,
  );

  test.prop([fc.uint8Array({ maxLength: 64 }).filter((data) => !startsWithKnownSignature(data))], {
    numRuns: 500,
  })(
    "rejects random bytes that do not start with a known signature",
    (data) => sniffFileType(data) === undefined,
  );
});
