import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config/load-config";

/** Runs `server/main.ts` the way `npm start` does, with the given environment, and returns its exit. */
function startProcess(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { PATH: process.env["PATH"] ?? "", HOME: process.env["HOME"] ?? "", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: result.status, stderr: result.stderr };
}

/** The decoded TRUST_PROXY setting, or "invalid". */
function trustOf(value?: string) {
  const result = loadConfig(value === undefined ? {} : { TRUST_PROXY: value });
  return result.ok ? result.config.trustProxy : "invalid";
}

describe("configuration", () => {
  it("decodes defaults", () => {
    const result = loadConfig({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toMatchObject({
      port: 8080,
      mode: "demo",
      databaseUrl: undefined,
      databasePoolSize: 10,
      accessTokenTtlSeconds: 3600,
      refreshTokenTtlSeconds: 30 * 86400,
      microsoft: null,
      trustProxy: null,
      s3: null,
      uploadQuota: { pendingMaxBytes: 50 * 1024 * 1024, uploadsPerTenMinutes: 30 },
    });
  });

  it("reads durations, URLs and the identity provider", () => {
    const result = loadConfig({
      PORT: "9000",
      ACCESS_TOKEN_TTL: "15m",
      REFRESH_TOKEN_TTL: "7d",
      DATABASE_URL: "postgres://u@db:5432/portal",
      DATABASE_POOL_SIZE: "25",
      MICROSOFT_ISSUER: "https://login.microsoftonline.com/tenant/v2.0",
      MICROSOFT_CLIENT_ID: "client",
      MICROSOFT_ALLOWED_TENANTS: "a, b",
      PUBLIC_URL: "https://portal.example.com/",
    });
    expect(result.ok && result.config).toMatchObject({
      port: 9000,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 7 * 86400,
      databaseUrl: "postgres://u@db:5432/portal",
      databasePoolSize: 25,
      microsoft: { clientId: "client", allowedTenants: ["a", "b"] },
      publicUrl: "https://portal.example.com",
    });
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["NODE_ENV", "staging"],
    ["DATABASE_URL", "mysql://x"],
    ["DATABASE_POOL_SIZE", "0"],
    ["ACCESS_TOKEN_TTL", "soon"],
    ["SMTP_URL", "http://mail"],
    ["JWT_SECRET", "short"],
    ["TRUST_PROXY", "yes please"],
    ["TICKET_UPLOAD_PENDING_MAX_BYTES", "lots"],
    ["TICKET_UPLOADS_PER_10_MINUTES", "0"],
    ["TRUST_PROXY", "X-Forwarded-For:0"],
    ["S3_ENDPOINT", "minio:9000"],
    ["S3_BUCKET", "Not_A_Bucket"],
    ["S3_FORCE_PATH_STYLE", "yes"],
  ])("an invalid %s=%s is reported under its name", (name, value) => {
    const result = loadConfig({ [name]: value });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.some((e) => e.startsWith(`${name}:`))).toBe(true);
  });

  it("trusts no proxy header by default; TRUST_PROXY names the header and the number of our proxies", () => {
    expect(trustOf()).toBeNull();
    expect(trustOf("1")).toEqual({ header: "x-forwarded-for", hops: 1 });
    expect(trustOf("X-Forwarded-For:2")).toEqual({ header: "x-forwarded-for", hops: 2 });
    expect(trustOf("X-Real-IP")).toEqual({ header: "x-real-ip", hops: 1 });
  });

  const s3Group = {
    S3_BUCKET: "portal-files",
    S3_REGION: "eu-central-1",
    S3_ACCESS_KEY_ID: "test-access-key-id",
    S3_SECRET_ACCESS_KEY: "test-secret-access-key",
  };

  it("keeps files in the directory unless S3_BUCKET is set; with it, the object store settings", () => {
    const plain = loadConfig({});
    expect(plain.ok && plain.config.s3).toBeNull();
    const aws = loadConfig(s3Group);
    expect(aws.ok && aws.config.s3).toEqual({
      endpoint: undefined,
      bucket: "portal-files",
      region: "eu-central-1",
      accessKeyId: "test-access-key-id",
      secretAccessKey: "test-secret-access-key",
      forcePathStyle: false,
    });
    const minio = loadConfig({ ...s3Group, S3_ENDPOINT: "http://127.0.0.1:9000", S3_FORCE_PATH_STYLE: "1" });
    expect(minio.ok && minio.config.s3).toMatchObject({
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
    });
  });

  it.each(["S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"])(
    "with S3_BUCKET set, a missing %s is named",
    (name) => {
      const result = loadConfig({ ...s3Group, [name]: undefined });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.errors).toEqual([`${name}: required when S3_BUCKET is set`]);
    },
  );

  it("an S3_ variable without S3_BUCKET is refused, not ignored", () => {
    const result = loadConfig({ S3_ENDPOINT: "http://127.0.0.1:9000", S3_REGION: "us-east-1" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.toSorted()).toEqual([
      "S3_ENDPOINT: needs S3_BUCKET (the object store is on only with a bucket)",
      "S3_REGION: needs S3_BUCKET (the object store is on only with a bucket)",
    ]);
  });

  it("production refuses to start without JWT_SECRET", () => {
    const result = loadConfig({ NODE_ENV: "production" });
    expect(!result.ok && result.errors.join("\n")).toContain("JWT_SECRET");
  });

  it("the server process stops with a message naming the bad variable", () => {
    const bad = startProcess({ PORT: "not-a-port", DATA_DIR: "/tmp/never-created" });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain("PORT: ");
    const production = startProcess({ NODE_ENV: "production", PORT: "8399" });
    expect(production.status).toBe(1);
    expect(production.stderr).toContain("JWT_SECRET");
    // Two server processes started through tsx, one after the other: seconds each on a quiet machine,
    // more than the 30 s default together when the suite's other files keep both cores busy.
  }, 120_000);
});
