import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { checkAttachment, checkAttachmentCount, checkFileContent, fileExtension } from "./attachment-rules";
import {
  DEFAULT_ALLOWED_FILE_TYPES,
  DEFAULT_TICKET_LIMITS as LIMITS,
  resolveTicketLimits,
  ticketLimitsToWire,
} from "./ticket-limits";

const MB = 1024 * 1024;

describe("the default limits", () => {
  it("are 10 MB each, 10 per ticket, images, PDF and office documents", () => {
    expect(LIMITS.attachmentMaxBytes).toBe(10 * MB);
    expect(LIMITS.attachmentMaxCount).toBe(10);
    expect(DEFAULT_ALLOWED_FILE_TYPES.flatMap((type) => type.extensions).sort()).toEqual(
      [
        "png",
        "jpg",
        "jpeg",
        "gif",
        "webp",
        "pdf",
        "doc",
        "docx",
        "xls",
        "xlsx",
        "ppt",
        "pptx",
        "odt",
        "ods",
      ].sort(),
    );
  });
});

describe("checkAttachment", () => {
  it("accepts every allowed type by its MIME type and each of its extensions", () => {
    for (const type of DEFAULT_ALLOWED_FILE_TYPES) {
      for (const ext of type.extensions) {
        expect(checkAttachment({ name: `f.${ext}`, size: 1, type: type.mime }, LIMITS)).toEqual([]);
        expect(
          checkAttachment({ name: `F.${ext.toUpperCase()}`, size: 1, type: type.mime.toUpperCase() }, LIMITS),
        ).toEqual([]);
      }
    }
  });

  test.prop([fc.integer({ min: 1, max: LIMITS.attachmentMaxBytes })], { numRuns: 200 })(
    "accepts any size from 1 byte to the limit inclusive",
    (size) => checkAttachment({ name: "a.png", size, type: "image/png" }, LIMITS).length === 0,
  );

  test.prop([fc.integer({ min: LIMITS.attachmentMaxBytes + 1, max: Number.MAX_SAFE_INTEGER })], {
    numRuns: 200,
  })(
    "refuses any size above the limit",
    (size) =>
      JSON.stringify(checkAttachment({ name: "a.png", size, type: "image/png" }, LIMITS)) ===
      '["b2b_ticket_attachment_too_large"]',
  );

  it("is exact at the boundary, also for configured limits", () => {
    const limits = resolveTicketLimits({ attachmentMaxBytes: 5 });
    expect(checkAttachment({ name: "a.pdf", size: 5, type: "application/pdf" }, limits)).toEqual([]);
    expect(checkAttachment({ name: "a.pdf", size: 6, type: "application/pdf" }, limits)).toEqual([
      "b2b_ticket_attachment_too_large",
    ]);
    expect(checkAttachment({ name: "a.pdf", size: 0, type: "application/pdf" }, limits)).toEqual([
      "b2b_ticket_attachment_empty",
    ]);
  });

  it("needs the extension and the declared type to agree", () => {
    expect(checkAttachment({ name: "a.pdf", size: 1, type: "image/png" }, LIMITS)).toEqual([
      "b2b_ticket_attachment_extension_mismatch",
    ]);
    expect(checkAttachment({ name: "a.exe", size: 1, type: "application/pdf" }, LIMITS)).toEqual([
      "b2b_ticket_attachment_type_not_allowed",
    ]);
    expect(checkAttachment({ name: "a.pdf", size: 1, type: "text/html" }, LIMITS)).toEqual([
      "b2b_ticket_attachment_type_not_allowed",
    ]);
    expect(checkAttachment({ name: "pdf", size: 1, type: "application/pdf" }, LIMITS)).toEqual([
      "b2b_ticket_attachment_type_not_allowed",
    ]);
    // The browser did not know the type: the extension decides, the server sniffs.
    expect(checkAttachment({ name: "report.docx", size: 1, type: "" }, LIMITS)).toEqual([]);
    expect(checkAttachment({ name: "photo.jpg", size: 1, type: "image/jpg" }, LIMITS)).toEqual([]);
  });

  it("narrows the types by configuration", () => {
    const limits = resolveTicketLimits({ allowedExtensions: ["pdf", "jpg"] });
    expect(checkAttachment({ name: "a.pdf", size: 1, type: "application/pdf" }, limits)).toEqual([]);
    expect(checkAttachment({ name: "a.jpg", size: 1, type: "image/jpeg" }, limits)).toEqual([]);
    expect(checkAttachment({ name: "a.jpeg", size: 1, type: "image/jpeg" }, limits)).toEqual([
      "b2b_ticket_attachment_type_not_allowed",
    ]);
    expect(checkAttachment({ name: "a.png", size: 1, type: "image/png" }, limits)).toEqual([
      "b2b_ticket_attachment_type_not_allowed",
    ]);
  });

  test.prop([fc.anything()], { numRuns: 200 })("never throws", (meta) =>
    Array.isArray(checkAttachment(meta, LIMITS)),
  );
});

describe("checkAttachmentCount", () => {
  test.prop([fc.nat({ max: 1000 })], { numRuns: 200 })(
    "allows up to the limit inclusive",
    (count) => (checkAttachmentCount(count, LIMITS).length === 0) === count <= LIMITS.attachmentMaxCount,
  );
});

describe("checkFileContent", () => {
  const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  it("accepts content of the named type and refuses other content", () => {
    expect(checkFileContent(PNG, "a.png", LIMITS)).toEqual([]);
    expect(checkFileContent(PNG, "a.pdf", LIMITS)).toEqual(["b2b_ticket_attachment_content_mismatch"]);
    expect(checkFileContent(new TextEncoder().encode("<script>"), "a.png", LIMITS)).toEqual([
      "b2b_ticket_attachment_content_mismatch",
    ]);
    expect(checkFileContent(PNG, "a.exe", LIMITS)).toEqual(["b2b_ticket_attachment_type_not_allowed"]);
  });
});

describe("fileExtension", () => {
  it("reads the last extension in lower case", () => {
    expect(fileExtension("a.tar.GZ")).toBe("gz");
    expect(fileExtension(".hidden")).toBe("");
    expect(fileExtension("dir.d/name")).toBe("");
    expect(fileExtension("name.")).toBe("");
  });
});

describe("resolveTicketLimits", () => {
  it("keeps the defaults for missing or bad values and for a min above its max", () => {
    expect(resolveTicketLimits(undefined)).toEqual(LIMITS);
    expect(resolveTicketLimits({ attachmentMaxCount: -1, titleMaxLength: "9" })).toEqual(LIMITS);
    expect(resolveTicketLimits({ titleMinLength: 500 })).toEqual(LIMITS);
    expect(resolveTicketLimits({ attachmentMaxCount: 3 }).attachmentMaxCount).toBe(3);
  });

  it("round-trips through the wire answer", () => {
    expect(resolveTicketLimits(JSON.parse(JSON.stringify(ticketLimitsToWire(LIMITS))))).toEqual(LIMITS);
    const narrowed = resolveTicketLimits({ allowedExtensions: ["png"], attachmentMaxCount: 2 });
    expect(resolveTicketLimits(ticketLimitsToWire(narrowed))).toEqual(narrowed);
    expect(ticketLimitsToWire(LIMITS)).toMatchObject({
      attachment_max_bytes: 10 * MB,
      attachment_max_count: 10,
    });
  });

  test.prop([fc.anything()], { numRuns: 200 })("never throws", (config) => {
    const limits = resolveTicketLimits(config);
    return (
      limits.titleMinLength <= limits.titleMaxLength && limits.messageMinLength <= limits.messageMaxLength
    );
  });
});
