import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

/** s3rver's built-in test credentials: not a secret, the server accepts nothing else. */
const S3RVER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

export interface TestS3Server {
  readonly endpoint: string;
  readonly bucket: string;
  /** The S3_* variables that point a server at this bucket. */
  readonly env: Readonly<Record<string, string>>;
  /** A client of our own, to look at the bucket behind the server's back. */
  readonly client: S3Client;
  readonly close: () => Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, objects in a temporary directory) on an ephemeral loopback
 * port, with one fresh bucket made through the S3 API itself.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), "portal-s3-"));
  const s3rver = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true });
  const { port } = await s3rver.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const bucket = `portal-test-${randomBytes(4).toString("hex")}`;
  const region = "us-east-1";
  const client = new S3Client({ endpoint, region, forcePathStyle: true, credentials: S3RVER_CREDENTIALS });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    client,
    close: async () => {
      client.destroy();
      await s3rver.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
