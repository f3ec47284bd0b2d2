import { join, resolve } from "node:path";
import * as Schema from "effect/Schema";
import { resolveTicketLimits } from "../../core/tickets/ticket-limits";
import type { AppConfig, S3Settings } from "./app-config";
import { EnvSchema, type Env } from "./env-schema";
import { parseTrustProxy } from "./trust-proxy";

/**
 * Where the server listens when HOST is not set. Demo mode serves demo accounts with a known password
 * and an outbox of reset links, so it stays on this machine unless someone opens it on purpose;
 * production listens on every address.
 */
export const DEFAULT_HOSTS = { demo: "127.0.0.1", production: "0.0.0.0" } as const;

export type ConfigResult =
  | { readonly ok: true; readonly config: AppConfig }
  | { readonly ok: false; readonly errors: readonly string[] };

const validateEnv = Schema.toStandardSchemaV1(EnvSchema, { parseOptions: { errors: "all" } })["~standard"]
  .validate;

/**
 * Decodes the environment into the server's configuration. Each error names its variable, e.g.
 * `PORT: must be a whole number`. Empty variables count as unset, so `PORT= npm start` keeps 8080.
 */
export function loadConfig(environment: Readonly<Record<string, string | undefined>>): ConfigResult {
  const present = Object.fromEntries(
    Object.entries(environment).filter(
      ([key, value]) => key in EnvSchema.fields && value !== undefined && value !== "",
    ),
  );
  const result = validateEnv(present);
  if (result instanceof Promise) throw new Error("the environment schema must decode synchronously");
  if (result.issues !== undefined) {
    return {
      ok: false,
      errors: result.issues.map(
        (issue) => `${issue.path?.map(String).join(".") ?? "environment"}: ${issue.message}`,
      ),
    };
  }
  const env = result.value;
  const mode = env.NODE_ENV === "production" ? "production" : "demo";
  const errors: string[] = [];
  // Production never runs on a generated secret: tokens must survive restarts and be shared by instances.
  if (mode === "production" && env.JWT_SECRET === undefined)
    errors.push("JWT_SECRET: required when NODE_ENV=production (at least 32 characters)");
  const microsoftSet = [env.MICROSOFT_ISSUER, env.MICROSOFT_CLIENT_ID].filter((v) => v !== undefined).length;
  if (microsoftSet === 1)
    errors.push("MICROSOFT_ISSUER: MICROSOFT_ISSUER and MICROSOFT_CLIENT_ID must be set together");
  const s3 = s3Settings(env, errors);
  if (errors.length > 0) return { ok: false, errors };
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  return {
    ok: true,
    config: {
      port: env.PORT,
      host: env.HOST ?? DEFAULT_HOSTS[mode],
      dataDir: resolve(env.DATA_DIR),
      databaseUrl: env.DATABASE_URL,
      databasePoolSize: env.DATABASE_POOL_SIZE,
      mode,
      publicUrl,
      jwtSecret: env.JWT_SECRET,
      smtpUrl: env.SMTP_URL,
      smsGatewayUrl: env.SMS_GATEWAY_URL,
      smsGatewayToken: env.SMS_GATEWAY_TOKEN,
      mailFrom: env.MAIL_FROM ?? `Franchise portal <no-reply@${new URL(publicUrl).hostname}>`,
      outboxPollMs: env.OUTBOX_POLL_MS,
      microsoft:
        env.MICROSOFT_ISSUER !== undefined && env.MICROSOFT_CLIENT_ID !== undefined
          ? {
              issuer: env.MICROSOFT_ISSUER,
              clientId: env.MICROSOFT_CLIENT_ID,
              allowedTenants: (env.MICROSOFT_ALLOWED_TENANTS ?? "")
                .split(",")
                .map((t) => t.trim())
                .filter((t) => t !== ""),
            }
          : null,
      externalPortalUrl: env.EXTERNAL_PORTAL_URL,
      learningUrl: env.LEARNING_URL,
      commerceScreens: env.COMMERCE_SCREENS === "on",
      sourceMapsPublic: mode !== "production" || env.SOURCE_MAPS === "public",
      registrationsPerAddressPerHour: env.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL,
      refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL,
      trustProxy: env.TRUST_PROXY === undefined ? null : parseTrustProxy(env.TRUST_PROXY),
      filesDir: resolve(env.FILES_DIR ?? join(env.DATA_DIR, "files")),
      s3,
      uploadQuota: {
        pendingMaxBytes: env.TICKET_UPLOAD_PENDING_MAX_BYTES,
        uploadsPerTenMinutes: env.TICKET_UPLOADS_PER_10_MINUTES,
      },
      ticketLimits: resolveTicketLimits({
        attachmentMaxBytes: env.TICKET_ATTACHMENT_MAX_BYTES,
        attachmentMaxCount: env.TICKET_ATTACHMENT_MAX_COUNT,
        allowedExtensions: env.TICKET_ATTACHMENT_TYPES?.split(",").map((ext) => ext.trim().toLowerCase()),
      }),
      log: { level: env.LOG_LEVEL, format: env.LOG_FORMAT },
      metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT, host: env.METRICS_HOST },
      shutdownGraceMs: env.SHUTDOWN_GRACE * 1000,
      retention: {
        intervalSeconds: env.RETENTION_INTERVAL,
        sessionsSeconds: env.RETENTION_SESSIONS,
        idempotencyKeysSeconds: env.RETENTION_IDEMPOTENCY_KEYS,
        pendingUploadsSeconds: env.RETENTION_PENDING_UPLOADS,
        outboxSeconds: env.RETENTION_OUTBOX,
      },
    },
  };
}

/**
 * S3_BUCKET turns the object store on, and then region and credentials are required with it; an
 * S3_* variable without a bucket is refused too, so a half-written configuration never quietly
 * keeps files on one instance's disk. Each missing variable is named.
 */
function s3Settings(env: Env, errors: string[]): S3Settings | null {
  const { S3_BUCKET: bucket, S3_REGION: region } = env;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (bucket === undefined) {
    const stray = (Object.keys(env) as (keyof Env)[]).filter((name) => name.startsWith("S3_"));
    for (const name of stray)
      errors.push(`${name}: needs S3_BUCKET (the object store is on only with a bucket)`);
    return null;
  }
  const missing = { S3_REGION: region, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey };
  for (const [name, value] of Object.entries(missing))
    if (value === undefined) errors.push(`${name}: required when S3_BUCKET is set`);
  if (region === undefined || accessKeyId === undefined || secretAccessKey === undefined) return null;
  return {
    endpoint: env.S3_ENDPOINT,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
  };
}
