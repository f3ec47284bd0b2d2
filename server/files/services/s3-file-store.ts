import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { S3Settings } from "../../config/app-config";
import { checkedFileStoreKey, newFileStoreKey, type FileStore } from "./file-store";

// S3's smallest multipart part. A body is read in parts of this size, at most QUEUE_SIZE at a time,
// so an upload holds at most 10 MiB whatever the file's size.
const PART_SIZE_BYTES = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/** A missing object: GetObject says NoSuchKey, HeadObject a bare 404 (its answer has no body). */
const isNotFound = (error: unknown): boolean =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

/**
 * Bodies as objects in one bucket of an S3-compatible store (AWS S3, MinIO, Ceph, Cloudflare R2), so
 * every instance sees every upload. Objects stay private: downloads keep going through our signed
 * URLs and the server streams the object, so access rules stay in one place.
 */
export function s3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint === undefined ? {} : { endpoint: settings.endpoint }),
    // MinIO and Ceph usually serve buckets as paths (http://host/bucket/key), not as host names.
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Newer SDKs add CRC checksums (and aws-chunked bodies) to every upload by default, which several
    // S3-compatible stores refuse; send and check them only where the API requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const object = (key: string) => ({ Bucket: settings.bucket, Key: checkedFileStoreKey(key) });
  return {
    newKey: newFileStoreKey,
    put: async (key, body) => {
      // Upload sends a small body as one PutObject and a large one in parts, reading the stream as
      // it goes; on failure it aborts the multipart upload, so no half object is left behind.
      await new Upload({
        client,
        params: { ...object(key), Body: Readable.fromWeb(body as NodeWebStream<Uint8Array>) },
        partSize: PART_SIZE_BYTES,
        queueSize: QUEUE_SIZE,
      }).done();
    },
    exists: async (key) => {
      try {
        await client.send(new HeadObjectCommand(object(key)));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    open: async (key) => {
      try {
        const answer = await client.send(new GetObjectCommand(object(key)));
        if (answer.Body === undefined) return null;
        return answer.Body.transformToWebStream() as ReadableStream<Uint8Array>;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    remove: async (key) => {
      // DeleteObject succeeds for a key that is not there, as the seam asks.
      await client.send(new DeleteObjectCommand(object(key)));
    },
    close: async () => {
      client.destroy();
    },
  };
}
