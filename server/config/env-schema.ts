import * as Effect from "effect/Effect";
import * as Schema from "effect/Schema";
import * as SchemaGetter from "effect/SchemaGetter";
import { TRUST_PROXY_PATTERN } from "./trust-proxy";

/**
 * Every environment variable the server reads, decoded by this one schema at start (DESIGN.md).
 * Keys are the variable names, so a decoding issue's path names the variable at fault.
 */

const Port = Schema.NumberFromString.check(
  Schema.isInt({ message: "must be a whole number" }),
  Schema.isBetween({ minimum: 0, maximum: 65535 }, { message: "must be a port between 0 and 65535" }),
);

const HttpUrl = Schema.String.check(
  Schema.makeFilter((s: string) => URL.canParse(s) && /^https?:/.test(s), {
    message: "must be an http(s) URL",
  }),
);

const PostgresUrl = Schema.String.check(
  Schema.makeFilter((s: string) => URL.canParse(s) && /^postgres(ql)?:/.test(s), {
    message: "must be a postgres:// URL",
  }),
);

const SmtpUrl = Schema.String.check(
  Schema.makeFilter((s: string) => URL.canParse(s) && /^smtps?:/.test(s), {
    message: "must be an smtp:// or smtps:// URL",
  }),
);

/** A yes/no switch: `true`/`false` or `1`/`0`. */
const Flag = Schema.Literals(["true", "false", "1", "0"]).pipe(
  Schema.decodeTo(Schema.Boolean, {
    decode: SchemaGetter.transform((s: "true" | "false" | "1" | "0") => s === "true" || s === "1"),
    encode: SchemaGetter.transform((b: boolean) => (b ? ("true" as const) : ("false" as const))),
  }),
);

const durationUnits = { s: 1, m: 60, h: 3600, d: 86400 } as const;

/** A duration such as `3600`, `60m`, `1h` or `30d` (no unit: seconds), decoded to seconds. */
const DurationSeconds = Schema.String.check(
  Schema.isPattern(/^[1-9]\d*[smhd]?$/, { message: "must be a duration like 60m, 1h, 30d or seconds" }),
).pipe(
  Schema.decodeTo(Schema.Number, {
    decode: SchemaGetter.transform((s: string) => {
      const unit = s.at(-1) ?? "";
      const factor = unit in durationUnits ? durationUnits[unit as keyof typeof durationUnits] : undefined;
      return factor === undefined ? Number(s) : Number(s.slice(0, -1)) * factor;
    }),
    encode: SchemaGetter.transform((n: number) => String(n)),
  }),
);

/** A retention period, or `off` to keep the rows for good (decoded to null). */
const RetentionSeconds = Schema.Union([Schema.Literal("off"), DurationSeconds]).pipe(
  Schema.decodeTo(Schema.NullOr(Schema.Number), {
    decode: SchemaGetter.transform((v: "off" | number) => (v === "off" ? null : v)),
    encode: SchemaGetter.transform((v: number | null) => (v === null ? ("off" as const) : v)),
  }),
);

export const EnvSchema = Schema.Struct({
  PORT: Port.pipe(Schema.withDecodingDefaultKey(Effect.succeed("8080"))),
  // No default here: demo mode listens on loopback only unless HOST is set (load-config.ts).
  HOST: Schema.optionalKey(Schema.NonEmptyString),
  DATA_DIR: Schema.NonEmptyString.pipe(Schema.withDecodingDefaultKey(Effect.succeed("./data"))),
  DATABASE_URL: Schema.optionalKey(PostgresUrl),
  // Connections each instance keeps to PostgreSQL (ignored on PGlite). bench:server's figures are at 10.
  DATABASE_POOL_SIZE: Schema.NumberFromString.check(
    Schema.isInt({ message: "must be a whole number" }),
    Schema.isBetween({ minimum: 1, maximum: 1000 }, { message: "must be between 1 and 1000" }),
  ).pipe(Schema.withDecodingDefaultKey(Effect.succeed("10"))),
  NODE_ENV: Schema.Literals(["production", "development", "test"]).pipe(
    Schema.withDecodingDefaultKey(Effect.succeed("development")),
  ),
  PUBLIC_URL: Schema.optionalKey(HttpUrl),
  JWT_SECRET: Schema.optionalKey(
    Schema.String.check(Schema.isMinLength(32, { message: "must be at least 32 characters" })),
  ),
  SMTP_URL: Schema.optionalKey(SmtpUrl),
  SMS_GATEWAY_URL: Schema.optionalKey(HttpUrl),
  SMS_GATEWAY_TOKEN: Schema.optionalKey(Schema.NonEmptyString),
  MAIL_FROM: Schema.optionalKey(Schema.NonEmptyString),
  OUTBOX_POLL_MS: Schema.NumberFromString.check(
    Schema.isInt({ message: "must be a whole number of milliseconds" }),
    Schema.isBetween({ minimum: 10, maximum: 600_000 }, { message: "must be between 10 and 600000" }),
  ).pipe(Schema.withDecodingDefaultKey(Effect.succeed("1000"))),
  MICROSOFT_ISSUER: Schema.optionalKey(HttpUrl),
  MICROSOFT_CLIENT_ID: Schema.optionalKey(Schema.NonEmptyString),
  MICROSOFT_ALLOWED_TENANTS: Schema.optionalKey(Schema.NonEmptyString),
  EXTERNAL_PORTAL_URL: HttpUrl.pipe(
    Schema.withDecodingDefaultKey(Effect.succeed("https://weg.example.com/")),
  ),
  LEARNING_URL: HttpUrl.pipe(Schema.withDecodingDefaultKey(Effect.succeed("https://learning.example.com/"))),
  /**
   * Registrations one client address may make per hour (default 10). A shop or a test rig behind one
   * address registering many people raises it; the per-mobile limit stays.
   */
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: Schema.NumberFromString.check(
    Schema.isInt({ message: "must be a whole number" }),
    Schema.isBetween({ minimum: 1, maximum: 10000 }, { message: "must be between 1 and 10000" }),
  ).pipe(Schema.withDecodingDefaultKey(Effect.succeed("10"))),
  /** `public` serves the browser's source maps (*.map) in production too; otherwise only in demo mode. */
  SOURCE_MAPS: Schema.optionalKey(Schema.Literals(["public", "private"])),
  /** `on` opens the /orders, /invoices and /subscriptions screens (the spec redirects them: off by default). */
  COMMERCE_SCREENS: Schema.Literals(["on", "off"]).pipe(
    Schema.withDecodingDefaultKey(Effect.succeed("off" as const)),
  ),
  ACCESS_TOKEN_TTL: DurationSeconds.pipe(Schema.withDecodingDefaultKey(Effect.succeed("60m"))),
  REFRESH_TOKEN_TTL: DurationSeconds.pipe(Schema.withDecodingDefaultKey(Effect.succeed("30d"))),
  /** Proxies believed about the client's address and scheme (trust-proxy.ts); unset: none. */
  TRUST_PROXY: Schema.optionalKey(
    Schema.String.check(
      Schema.isPattern(TRUST_PROXY_PATTERN, {
        message: "must be a number of proxies (1-9) or a header name such as X-Forwarded-For[:hops]",
      }),
    ),
  ),
  /** Where attachment bodies are kept; default DATA_DIR/files. */
  FILES_DIR: Schema.optionalKey(Schema.NonEmptyString),
  // An S3-compatible object store for the bodies instead (load-config.ts checks them as a group).
  /** Unset: AWS's own endpoint for S3_REGION; MinIO, Ceph, R2: their https:// (or http://) address. */
  S3_ENDPOINT: Schema.optionalKey(HttpUrl),
  /** Setting it turns the object store on. */
  S3_BUCKET: Schema.optionalKey(
    Schema.String.check(
      Schema.isPattern(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        message: "must be a bucket name: 3-63 lower-case letters, digits, dots and hyphens",
      }),
    ),
  ),
  S3_REGION: Schema.optionalKey(Schema.NonEmptyString),
  S3_ACCESS_KEY_ID: Schema.optionalKey(Schema.NonEmptyString),
  S3_SECRET_ACCESS_KEY: Schema.optionalKey(Schema.NonEmptyString),
  S3_FORCE_PATH_STYLE: Schema.optionalKey(Flag),
  // Attachment limits may only be lowered (docs/decisions.md, Tickets): 10 MB and 10 files at most.
  TICKET_ATTACHMENT_MAX_BYTES: Schema.optionalKey(
    Schema.NumberFromString.check(
      Schema.isInt({ message: "must be a whole number" }),
      Schema.isBetween(
        { minimum: 1, maximum: 10 * 1024 * 1024 },
        { message: "must be between 1 and 10485760" },
      ),
    ),
  ),
  TICKET_ATTACHMENT_MAX_COUNT: Schema.optionalKey(
    Schema.NumberFromString.check(
      Schema.isInt({ message: "must be a whole number" }),
      Schema.isBetween({ minimum: 1, maximum: 10 }, { message: "must be between 1 and 10" }),
    ),
  ),
  /** Bytes of uploaded files not yet attached to a ticket that one user may hold (default 50 MiB). */
  TICKET_UPLOAD_PENDING_MAX_BYTES: Schema.NumberFromString.check(
    Schema.isInt({ message: "must be a whole number" }),
    Schema.isBetween(
      { minimum: 1, maximum: 1024 * 1024 * 1024 },
      { message: "must be between 1 and 1073741824" },
    ),
  ).pipe(Schema.withDecodingDefaultKey(Effect.succeed(String(50 * 1024 * 1024)))),
  /** Uploads one user may send in 10 minutes. */
  TICKET_UPLOADS_PER_10_MINUTES: Schema.NumberFromString.check(
    Schema.isInt({ message: "must be a whole number" }),
    Schema.isBetween({ minimum: 1, maximum: 10_000 }, { message: "must be between 1 and 10000" }),
  ).pipe(Schema.withDecodingDefaultKey(Effect.succeed("30"))),
  /** Comma-separated extensions that narrow the allowed attachment types, e.g. "pdf,png,jpg". */
  TICKET_ATTACHMENT_TYPES: Schema.optionalKey(
    Schema.String.check(
      Schema.isPattern(/^\s*[a-z0-9]+(\s*,\s*[a-z0-9]+)*\s*$/i, {
        message: "must be a comma-separated list of extensions such as pdf,png,jpg",
      }),
    ),
  ),
  /** Log lines at this level and above (pino's levels); `silent` writes none. */
  LOG_LEVEL: Schema.Literals(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).pipe(
    Schema.withDecodingDefaultKey(Effect.succeed("info" as const)),
  ),
  /** `json`: one JSON object a line (for a log system); `pretty`: readable lines. Unset: pretty on a terminal. */
  LOG_FORMAT: Schema.optionalKey(Schema.Literals(["json", "pretty"])),
  /** Turns on GET /metrics (Prometheus) for requests with `Authorization: Bearer <token>`; unset: off. */
  METRICS_TOKEN: Schema.optionalKey(
    Schema.String.check(Schema.isMinLength(16, { message: "must be at least 16 characters" })),
  ),
  /** Also serves /metrics, without a token, on this port of METRICS_HOST (a private address). */
  METRICS_PORT: Schema.optionalKey(Port),
  METRICS_HOST: Schema.NonEmptyString.pipe(Schema.withDecodingDefaultKey(Effect.succeed("127.0.0.1"))),
  /** How long a stopping instance lets requests in flight finish before it exits anyway. */
  SHUTDOWN_GRACE: DurationSeconds.pipe(Schema.withDecodingDefaultKey(Effect.succeed("10s"))),
  /** How often the retention job runs (once per period across all instances). */
  RETENTION_INTERVAL: DurationSeconds.pipe(Schema.withDecodingDefaultKey(Effect.succeed("1h"))),
  /** Sessions (with their spent refresh tokens) are deleted this long after they expired or were revoked. */
  RETENTION_SESSIONS: DurationSeconds.pipe(Schema.withDecodingDefaultKey(Effect.succeed("7d"))),
  /** Idempotency keys are deleted this long after their request (they count as free after 24 hours). */
  RETENTION_IDEMPOTENCY_KEYS: DurationSeconds.check(
    Schema.isGreaterThanOrEqualTo(86400, { message: "must be at least 24h" }),
  ).pipe(Schema.withDecodingDefaultKey(Effect.succeed("2d"))),
  /** Uploads never attached to anything are deleted this long after the upload (at least 24 hours). */
  RETENTION_PENDING_UPLOADS: DurationSeconds.check(
    Schema.isGreaterThanOrEqualTo(86400, { message: "must be at least 24h" }),
  ).pipe(Schema.withDecodingDefaultKey(Effect.succeed("1d"))),
  /**
   * Sent and failed e-mails and SMS are deleted this long after they were written; the communication
   * log shows the outbox, so this is also how far back it reaches. `off` (the default): kept.
   */
  RETENTION_OUTBOX: RetentionSeconds.pipe(Schema.withDecodingDefaultKey(Effect.succeed("off"))),
});

export type Env = typeof EnvSchema.Type;
