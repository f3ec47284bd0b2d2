import { asc, eq, gt } from "drizzle-orm";
import { encodeListCursor } from "../../../core/information/list-cursor";
import type { Database } from "../../db/database";
import { NotFound } from "../../domain-errors";
import { informationMaterials } from "../tables/information-materials";
import { signedInformationFileUrl } from "./information-file-url";

type MaterialRow = typeof informationMaterials.$inferSelect;

export interface FileSigning {
  readonly secret: string;
  readonly now: Date;
}

const wire = (row: MaterialRow, signing: FileSigning) => ({
  id: row.id,
  category: { gr: row.categoryGr, en: row.categoryEn },
  title: { gr: row.titleGr, en: row.titleEn },
  description: { gr: row.descriptionGr, en: row.descriptionEn },
  file: {
    name: row.fileName,
    content_type: row.fileMime,
    size: row.fileSize,
    url: signedInformationFileUrl(signing.secret, "material", row.id, signing.now),
  },
  preview_text: row.previewText,
  c_stamp: row.cStamp.toISOString(),
});

/** GET information_material: a keyset page, or the one document `id` names (spec: "optionally by id"). */
export async function listMaterial(
  db: Database,
  query: { readonly id: number | undefined; readonly after: number | undefined; readonly limit: number },
  signing: FileSigning,
) {
  if (query.id !== undefined) {
    const [row] = await db.select().from(informationMaterials).where(eq(informationMaterials.id, query.id));
    if (row === undefined) throw new NotFound("b2b_not_found");
    return { items: [wire(row, signing)], next_cursor: null };
  }
  const rows = await db
    .select()
    .from(informationMaterials)
    .where(query.after === undefined ? undefined : gt(informationMaterials.id, query.after))
    .orderBy(asc(informationMaterials.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => wire(row, signing)),
    next_cursor: rows.length > query.limit && last !== undefined ? encodeListCursor(last.id) : null,
  };
}
