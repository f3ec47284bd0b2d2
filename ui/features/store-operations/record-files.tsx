import type { RecordFile } from "../../../core/store-operations/store-operations-wire";
import * as css from "./records.css";

/** A record's files as download links (signed URLs; the name says what it is). */
export function RecordFiles({ files }: { readonly files: readonly RecordFile[] }) {
  if (files.length === 0) return null;
  return (
    <p className={css.fileLinks}>
      {files.map((file) => (
        <a key={file.id} href={file.url} download={file.name}>
          {file.name}
        </a>
      ))}
    </p>
  );
}
