import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { contentDispositionFor, FILE_NAME_MAX_LENGTH, sanitiseFileName } from "./file-name";
import { DEFAULT_ALLOWED_FILE_TYPES } from "../tickets/ticket-limits";

const ALLOWED_EXTENSIONS = DEFAULT_ALLOWED_FILE_TYPES.flatMap((type) => type.extensions);
// oxlint-disable-next-line no-control-regex -- the property is about control characters
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/u;
const anyName = fc.oneof(
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.string({
    unit: fc.constantFrom("a", ".", "/", "\\", " ", "\u0000", "\u202e", "C", "O", "N", ":", "😀"),
    maxLength: 40,
  }),
);

describe("sanitiseFileName", () => {
  it("keeps ordinary names and cleans dangerous ones", () => {
    expect(sanitiseFileName("Τιμολόγιο Μαΐου.pdf")).toBe("Τιμολόγιο Μαΐου.pdf");
    expect(sanitiseFileName("../../etc/passwd")).toBe("passwd");
    expect(sanitiseFileName("C:\\Users\\me\\photo.JPG")).toBe("photo.jpg");
    expect(sanitiseFileName("inv\u0000oice\u001f.pdf")).toBe("invoice.pdf");
    expect(sanitiseFileName("photo\u202egpj.exe")).toBe("photogpj.exe");
    expect(sanitiseFileName("CON.txt")).toBe("_CON.txt");
    expect(sanitiseFileName("lpt1")).toBe("_lpt1");
    expect(sanitiseFileName("a<b>c?.png")).toBe("a_b_c_.png");
    expect(sanitiseFileName("  ..report.. .pdf")).toBe("report.pdf");
    expect(sanitiseFileName("")).toBe("file");
    expect(sanitiseFileName("..")).toBe("file");
    expect(sanitiseFileName(".pdf")).toBe("file.pdf");
    expect(sanitiseFileName(undefined)).toBe("file");
  });

  it("limits the length and keeps the extension", () => {
    const long = sanitiseFileName(`${"a".repeat(400)}.xlsx`);
    expect([...long].length).toBe(FILE_NAME_MAX_LENGTH);
    expect(long.endsWith(".xlsx")).toBe(true);
    const emoji = sanitiseFileName(`${"😀".repeat(400)}.png`);
    expect([...emoji].length).toBe(FILE_NAME_MAX_LENGTH);
    expect(emoji.endsWith("😀.png")).toBe(true);
  });

  test.prop([fc.oneof(anyName, fc.anything())], { numRuns: 500 })(
    "never contains slashes or control characters, is never empty and never too long",
    (name) => {
      const safe = sanitiseFileName(name);
      return (
        safe.length > 0 &&
        !safe.includes("/") &&
        !safe.includes("\\") &&
        !CONTROL.test(safe) &&
        [...safe].length <= FILE_NAME_MAX_LENGTH &&
        !LONE_SURROGATE.test(safe)
      );
    },
  );

  test.prop([anyName, fc.constantFrom(...ALLOWED_EXTENSIONS), fc.boolean()], { numRuns: 500 })(
    "keeps an allowed extension, in lower case",
    (stem, ext, upper) => sanitiseFileName(`${stem}.${upper ? ext.toUpperCase() : ext}`).endsWith(`.${ext}`),
  );

  test.prop([anyName], { numRuns: 300 })("is idempotent", (name) => {
    const once = sanitiseFileName(name);
    return sanitiseFileName(once) === once;
  });
});

describe("contentDispositionFor", () => {
  it("is an attachment with an ASCII fallback and the exact UTF-8 name", () => {
    expect(contentDispositionFor('Αναφορά "1".pdf')).toBe(
      `attachment; filename="_______ _1_.pdf"; filename*=UTF-8''${encodeURIComponent("Αναφορά _1_.pdf")}`,
    );
    expect(contentDispositionFor("it's (1).png")).toBe(
      "attachment; filename=\"it's (1).png\"; filename*=UTF-8''it%27s%20%281%29.png",
    );
  });

  test.prop([anyName], { numRuns: 200 })(
    "never breaks the header (no quotes, controls or line breaks)",
    (name) => {
      const header = contentDispositionFor(name);
      const fallback = /filename="([^"]*)"/u.exec(header)?.[1] ?? "";
      return !/[\r\n]/u.test(header) && /^[\u0020-\u007e]*$/u.test(header) && fallback.length > 0;
    },
  );
});
