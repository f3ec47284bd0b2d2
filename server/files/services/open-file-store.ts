import type { AppConfig } from "../../config/app-config";
import { directoryFileStore } from "./directory-file-store";
import type { FileStore } from "./file-store";
import { s3FileStore } from "./s3-file-store";

/** The one store of a running server: the S3 bucket when S3_BUCKET is set, else FILES_DIR. */
export function openFileStore(config: Pick<AppConfig, "s3" | "filesDir">): FileStore {
  return config.s3 === null ? directoryFileStore(config.filesDir) : s3FileStore(config.s3);
}
