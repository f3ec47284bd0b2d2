/**
 * The limits of a new ticket. The browser and the server check the same numbers: the server reads
 * them from configuration (resolveTicketLimits) and serves them at GET v2/tickets/limits, the browser
 * validates with what it was served. These defaults apply when nothing is configured.
 */

/** The content families that sniffFileType can tell apart by their first bytes. */
export const SNIFFED_KINDS = ["png", "jpeg", "gif", "webp", "pdf", "ole2", "zip"] as const;
export type SniffedKind = (typeof SNIFFED_KINDS)[number];

/** One kind of file a ticket may carry: its MIME type, its extensions and its content family. */
export interface AllowedFileType {
  readonly mime: string;
  /** Other MIME names browsers send for the same type (image/jpg, image/pjpeg). */
  readonly mimeAliases: readonly string[];
  /** Lower case, without the dot. */
  readonly extensions: readonly string[];
  /** What the first bytes look like; OLE2 and ZIP are containers shared by several office types. */
  readonly kind: SniffedKind;
}

export interface TicketLimits {
  readonly titleMinLength: number;
  readonly titleMaxLength: number;
  readonly messageMinLength: number;
  readonly messageMaxLength: number;
  readonly replyMaxLength: number;
  /** Bytes per file. */
  readonly attachmentMaxBytes: number;
  readonly attachmentMaxCount: number;
  readonly allowedFileTypes: readonly AllowedFileType[];
}

const allowed = (
  mime: string,
  extensions: readonly string[],
  kind: SniffedKind,
  mimeAliases: readonly string[] = [],
): AllowedFileType => ({ mime, mimeAliases, extensions, kind });

/** Images, PDF and office documents (the list). */
export const DEFAULT_ALLOWED_FILE_TYPES: readonly AllowedFileType[] = [
  allowed("image/png", ["png"], "png"),
  allowed("image/jpeg", ["jpg", "jpeg"], "jpeg", ["image/jpg", "image/pjpeg"]),
  allowed("image/gif", ["gif"], "gif"),
  allowed("image/webp", ["webp"], "webp"),
  allowed("application/pdf", ["pdf"], "pdf"),
  allowed("application/msword", ["doc"], "ole2"),
  allowed("application/vnd.ms-excel", ["xls"], "ole2"),
  allowed("application/vnd.ms-powerpoint", ["ppt"], "ole2"),
  allowed("application/vnd.openxmlformats-officedocument.wordprocessingml.document", ["docx"], "zip"),
  allowed("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", ["xlsx"], "zip"),
  allowed("application/vnd.openxmlformats-officedocument.presentationml.presentation", ["pptx"], "zip"),
  allowed("application/vnd.oasis.opendocument.text", ["odt"], "zip"),
  allowed("application/vnd.oasis.opendocument.spreadsheet", ["ods"], "zip"),
];

export const DEFAULT_TICKET_LIMITS: TicketLimits = {
  titleMinLength: 3,
  titleMaxLength: 150,
  messageMinLength: 10,
  messageMaxLength: 5000,
  replyMaxLength: 5000,
  attachmentMaxBytes: 10 * 1024 * 1024,
  attachmentMaxCount: 10,
  allowedFileTypes: DEFAULT_ALLOWED_FILE_TYPES,
};

type NumericLimit = Exclude<keyof TicketLimits, "allowedFileTypes">;
const NUMERIC_LIMITS: readonly NumericLimit[] = [
  "titleMinLength",
  "titleMaxLength",
  "messageMinLength",
  "messageMaxLength",
  "replyMaxLength",
  "attachmentMaxBytes",
  "attachmentMaxCount",
];

const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0;

const snakeCase = (name: string): string => name.replace(/[A-Z]/gu, (char) => `_${char.toLowerCase()}`);

/** The answer of GET v2/tickets/limits; resolveTicketLimits reads it back in the browser. */
export function ticketLimitsToWire(limits: TicketLimits): Record<string, number | readonly string[]> {
  const wire: Record<string, number | readonly string[]> = {};
  for (const name of NUMERIC_LIMITS) wire[snakeCase(name)] = limits[name];
  wire["allowed_extensions"] = limits.allowedFileTypes.flatMap((type) => type.extensions);
  return wire;
}

/**
 * Limits from a loosely typed configuration object: each numeric limit that is a non-negative safe
 * integer replaces its default, anything else keeps the default; allowedExtensions (a list of
 * extensions) narrows the allowed types to those of the defaults with one of the extensions, so
 * configuration can only forbid types, never invent a type we cannot sniff. Min above max keeps
 * the defaults of that pair, so a typo cannot make every title invalid.
 */
export function resolveTicketLimits(config: unknown): TicketLimits {
  // Both spellings: camelCase from the server's configuration, snake_case from the wire.
  const read = (name: string): unknown => {
    if (typeof config !== "object" || config === null) return undefined;
    try {
      const record = config as Readonly<Record<string, unknown>>;
      return record[name] ?? record[snakeCase(name)];
    } catch {
      return undefined;
    }
  };
  const numbers: Record<NumericLimit, number> = { ...DEFAULT_TICKET_LIMITS };
  for (const name of NUMERIC_LIMITS) {
    const value = read(name);
    if (isCount(value)) numbers[name] = value;
  }
  if (numbers.titleMinLength > numbers.titleMaxLength) {
    numbers.titleMinLength = DEFAULT_TICKET_LIMITS.titleMinLength;
    numbers.titleMaxLength = DEFAULT_TICKET_LIMITS.titleMaxLength;
  }
  if (numbers.messageMinLength > numbers.messageMaxLength) {
    numbers.messageMinLength = DEFAULT_TICKET_LIMITS.messageMinLength;
    numbers.messageMaxLength = DEFAULT_TICKET_LIMITS.messageMaxLength;
  }
  const extensions = read("allowedExtensions");
  const allowedFileTypes = Array.isArray(extensions)
    ? DEFAULT_ALLOWED_FILE_TYPES.flatMap((type) => {
        const kept = type.extensions.filter((ext) =>
          extensions.some((wanted) => typeof wanted === "string" && wanted.toLowerCase() === ext),
        );
        return kept.length === 0 ? [] : [{ ...type, extensions: kept }];
      })
    : DEFAULT_ALLOWED_FILE_TYPES;
  return { ...numbers, allowedFileTypes };
}
