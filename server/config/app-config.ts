import type { TicketLimits } from "../../core/tickets/ticket-limits";
import type { TrustProxy } from "./trust-proxy";

export interface UploadQuota {
  /** TICKET_UPLOAD_PENDING_MAX_BYTES: bytes of pending (not yet attached) uploads per user. */
  readonly pendingMaxBytes: number;
  /** TICKET_UPLOADS_PER_10_MINUTES: uploads per user in a 10-minute window. */
  readonly uploadsPerTenMinutes: number;
}

/** The S3-compatible object store of the attachment bodies (S3_* variables). */
export interface S3Settings {
  /** Unset: AWS S3's own endpoint for the region. */
  readonly endpoint: string | undefined;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** Buckets as paths (`host/bucket/key`), as MinIO and Ceph usually want, not as host names. */
  readonly forcePathStyle: boolean;
}

/** The server's configuration after decoding the environment (see env-schema.ts for the variables). */
export interface AppConfig {
  readonly port: number;
  readonly host: string;
  /** Absolute path of the data directory: PGlite files, avatars, demo secrets. */
  readonly dataDir: string;
  /** PostgreSQL connection string; absent means embedded PGlite in `dataDir/pglite`. */
  readonly databaseUrl: string | undefined;
  /** The most connections this instance opens to PostgreSQL (DATABASE_POOL_SIZE). */
  readonly databasePoolSize: number;
  /** Demo mode seeds demo accounts and data and opens `dev/outbox`; production seeds reference data only. */
  readonly mode: "production" | "demo";
  readonly publicUrl: string;
  /** HS256 signing secret; in demo mode generated once and kept in the data directory when not given. */
  readonly jwtSecret: string | undefined;
  readonly smtpUrl: string | undefined;
  readonly smsGatewayUrl: string | undefined;
  /** Bearer token of the SMS gateway, when it wants one. */
  readonly smsGatewayToken: string | undefined;
  /** Sender of e-mails; `Franchise portal <no-reply@host of PUBLIC_URL>` when not given. */
  readonly mailFrom: string;
  /** How often the delivery dispatcher looks for pending outbox rows (when SMTP or SMS is configured). */
  readonly outboxPollMs: number;
  /** Corporate identity provider (part 2 of the auth issue); null when not configured. */
  readonly microsoft: {
    readonly issuer: string;
    readonly clientId: string;
    readonly allowedTenants: readonly string[];
  } | null;
  readonly externalPortalUrl: string;
  readonly learningUrl: string;
  /** COMMERCE_SCREENS=on: the orders, invoices and subscriptions screens open (off: the spec's redirects). */
  readonly commerceScreens: boolean;
  /** Whether the browser's source maps are served: demo mode, or SOURCE_MAPS=public (issue #29 item 8). */
  readonly sourceMapsPublic: boolean;
  /** REGISTRATIONS_PER_ADDRESS_PER_HOUR: self-registrations from one client address per hour. */
  readonly registrationsPerAddressPerHour: number;
  readonly accessTokenTtlSeconds: number;
  readonly refreshTokenTtlSeconds: number;
  /** The proxies believed about the client's address and scheme (TRUST_PROXY); null: none. */
  readonly trustProxy: TrustProxy | null;
  /** Absolute path of the attachment bodies (FILES_DIR, default dataDir/files), when `s3` is null. */
  readonly filesDir: string;
  /** The object store of the attachment bodies (S3_BUCKET and its group); null: the directory. */
  readonly s3: S3Settings | null;
  /** What one user may upload before attaching: pending bytes held, uploads per 10 minutes. */
  readonly uploadQuota: UploadQuota;
  /** Ticket limits: core's defaults, lowered or narrowed by TICKET_ATTACHMENT_* variables. */
  readonly ticketLimits: TicketLimits;
  /** LOG_LEVEL and LOG_FORMAT (undefined: main.ts picks pretty on a terminal, JSON otherwise). */
  readonly log: { readonly level: LogLevel; readonly format: "json" | "pretty" | undefined };
  /** Prometheus metrics: /metrics with the bearer token, and/or a private port without one. */
  readonly metrics: {
    readonly token: string | undefined;
    readonly port: number | undefined;
    readonly host: string;
  };
  /** SHUTDOWN_GRACE in milliseconds: requests in flight may finish this long after SIGTERM. */
  readonly shutdownGraceMs: number;
  readonly retention: RetentionSettings;
}

export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

/** The retention job's schedule and periods, in seconds (RETENTION_* variables; docs/decisions.md). */
export interface RetentionSettings {
  readonly intervalSeconds: number;
  readonly sessionsSeconds: number;
  readonly idempotencyKeysSeconds: number;
  readonly pendingUploadsSeconds: number;
  /** null: sent outbox rows are kept (the communication log shows them). */
  readonly outboxSeconds: number | null;
}
