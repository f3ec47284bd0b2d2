import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { ticketMessages } from "./tickets-catalogue";
import {
  EMPTY_TICKET_DRAFT_FIELDS,
  isTicketDraftValid,
  TICKET_DRAFT_FIELDS,
  validateReplyMessage,
  validateTicketDraft,
} from "./ticket-draft";
import { DEFAULT_TICKET_LIMITS as LIMITS } from "./ticket-limits";

const valid = {
  title: "Fridge broken",
  category_id: 4,
  contact_id: 7,
  complaint_type_id: null,
  priority: 2,
  message: "The fridge in the back stopped cooling this morning.",
  attachments: [{ name: "photo.jpg", size: 1000, type: "image/jpeg" }],
};

const knownKey = (key: string): boolean => Object.hasOwn(ticketMessages, key);

const at = (n: number): string => "é".repeat(n);
const titleKeys = (title: string) => validateTicketDraft({ ...valid, title }, LIMITS).title;
const messageKeys = (message: string) => validateTicketDraft({ ...valid, message }, LIMITS).message;

describe("validateTicketDraft", () => {
  it("accepts a complete draft", () => {
    const errors = validateTicketDraft(valid, LIMITS);
    expect(isTicketDraftValid(errors)).toBe(true);
    expect(Object.keys(errors).sort()).toEqual([...TICKET_DRAFT_FIELDS].sort());
  });

  it("names every missing required field of the empty form", () => {
    const errors = validateTicketDraft({ ...EMPTY_TICKET_DRAFT_FIELDS, attachments: [] }, LIMITS);
    expect(errors).toEqual({
      title: ["b2b_ticket_title_required"],
      category_id: ["b2b_ticket_category_required"],
      contact_id: ["b2b_ticket_contact_required"],
      complaint_type_id: [],
      priority: [],
      message: ["b2b_ticket_message_required"],
      attachments: [],
    });
  });

  it("accepts priorities 1, 2 and 3 only (spec section 4)", () => {
    for (const priority of [1, 2, 3])
      expect(validateTicketDraft({ ...valid, priority }, LIMITS).priority).toEqual([]);
    for (const priority of [0, 4, 5, 1.5, "1", null, undefined]) {
      expect(validateTicketDraft({ ...valid, priority }, LIMITS).priority).toEqual([
        "b2b_ticket_priority_invalid",
      ]);
    }
  });

  it("bounds the title at exactly min and max code points after trimming", () => {
    expect(titleKeys(at(LIMITS.titleMinLength))).toEqual([]);
    expect(titleKeys(`  ${at(LIMITS.titleMinLength - 1)}  `)).toEqual(["b2b_ticket_title_too_short"]);
    expect(titleKeys(at(LIMITS.titleMaxLength))).toEqual([]);
    expect(titleKeys(at(LIMITS.titleMaxLength + 1))).toEqual(["b2b_ticket_title_too_long"]);
    expect(titleKeys("😀".repeat(LIMITS.titleMaxLength))).toEqual([]);
  });

  it("bounds the message at exactly min and max", () => {
    expect(messageKeys("x".repeat(LIMITS.messageMinLength))).toEqual([]);
    expect(messageKeys("x".repeat(LIMITS.messageMinLength - 1))).toEqual(["b2b_ticket_message_too_short"]);
    expect(messageKeys("x".repeat(LIMITS.messageMaxLength))).toEqual([]);
    expect(messageKeys("x".repeat(LIMITS.messageMaxLength + 1))).toEqual(["b2b_ticket_message_too_long"]);
  });

  it("allows no complaint type but refuses a malformed one", () => {
    expect(validateTicketDraft({ ...valid, complaint_type_id: 3 }, LIMITS).complaint_type_id).toEqual([]);
    expect(validateTicketDraft({ ...valid, complaint_type_id: -1 }, LIMITS).complaint_type_id).toEqual([
      "b2b_ticket_complaint_type_invalid",
    ]);
  });

  it("counts attachments up to the limit and reports each kind of file problem once", () => {
    const file = { name: "a.pdf", size: 10, type: "application/pdf" };
    const max = Array.from({ length: LIMITS.attachmentMaxCount }, () => file);
    expect(validateTicketDraft({ ...valid, attachments: max }, LIMITS).attachments).toEqual([]);
    expect(validateTicketDraft({ ...valid, attachments: [...max, file] }, LIMITS).attachments).toEqual([
      "b2b_ticket_attachments_too_many",
    ]);
    const bad = { name: "a.exe", size: 10, type: "application/x-msdownload" };
    expect(validateTicketDraft({ ...valid, attachments: [bad, bad] }, LIMITS).attachments).toEqual([
      "b2b_ticket_attachment_type_not_allowed",
    ]);
  });

  test.prop([fc.anything()], { numRuns: 300 })(
    "never throws and answers known keys for any input",
    (input) => {
      const errors = validateTicketDraft(input, LIMITS);
      return TICKET_DRAFT_FIELDS.every((field) => errors[field].every(knownKey));
    },
  );

  test.prop(
    [
      fc.record({
        title: fc.oneof(fc.string(), fc.anything()),
        category_id: fc.oneof(fc.nat(), fc.anything()),
        contact_id: fc.oneof(fc.nat(), fc.anything()),
        priority: fc.oneof(fc.constantFrom(1, 2, 3), fc.integer()),
        message: fc.oneof(fc.string({ maxLength: 40 }), fc.anything()),
        attachments: fc.oneof(
          fc.array(fc.record({ name: fc.string(), size: fc.integer(), type: fc.string() }), {
            maxLength: 12,
          }),
          fc.anything(),
        ),
      }),
    ],
    { numRuns: 300 },
  )("never throws on drafts with fields of any type", (draft) => {
    const errors = validateTicketDraft(draft, LIMITS);
    return TICKET_DRAFT_FIELDS.every((field) => Array.isArray(errors[field]));
  });
});

describe("validateReplyMessage", () => {
  it("requires text and bounds it", () => {
    expect(validateReplyMessage("  ", LIMITS)).toEqual(["b2b_ticket_reply_required"]);
    expect(validateReplyMessage("ok", LIMITS)).toEqual([]);
    expect(validateReplyMessage("x".repeat(LIMITS.replyMaxLength + 1), LIMITS)).toEqual([
      "b2b_ticket_reply_too_long",
    ]);
  });

  test.prop([fc.anything()], { numRuns: 200 })("never throws", (input) =>
    validateReplyMessage(input, LIMITS).every(knownKey),
  );
});
