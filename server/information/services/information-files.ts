import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { informationMaterials } from "../tables/information-materials";
import { reports } from "../tables/reference-files";
import type { InformationFileKind } from "./information-file-url";

/** The stored file of a material or report document (name, type, size, key), or undefined. */
export async function informationFileOf(db: Database, kind: InformationFileKind, id: number) {
  const table = kind === "material" ? informationMaterials : reports;
  const [file] = await db
    .select({
      name: table.fileName,
      mime: table.fileMime,
      size: table.fileSize,
      storageKey: table.storageKey,
    })
    .from(table)
    .where(eq(table.id, id));
  return file;
}
