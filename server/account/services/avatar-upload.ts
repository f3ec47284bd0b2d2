import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { sniffFileType } from "../../../core/files/file-sniff";
import type { Database } from "../../db/database";
import { users } from "../../db/schema/users";
import { Invalid, TooLarge } from "../../domain-errors";

/** Avatars are small pictures: 2 MB is plenty for a 512 px photo. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const IMAGE_EXTENSIONS = { png: "png", jpeg: "jpg", webp: "webp", gif: "gif" } as const;

/**
 * The caller's new avatar, checked by its first bytes (an image, whatever the name says), written as
 * files/avatars/{id}.{ext} (spec 3: the avatar URL) where the static app serves avatars, and the
 * user's `avatar` set to its extension. A previous avatar of another type is removed.
 */
export async function saveAvatar(
  db: Database,
  options: { readonly avatarsDir: string; readonly userId: number; readonly file: File },
): Promise<string> {
  if (options.file.size > AVATAR_MAX_BYTES) throw new TooLarge("b2b_avatar_too_large");
  const bytes = new Uint8Array(await options.file.arrayBuffer());
  const kind = sniffFileType(bytes.subarray(0, 12));
  const extension =
    kind !== undefined && kind in IMAGE_EXTENSIONS
      ? IMAGE_EXTENSIONS[kind as keyof typeof IMAGE_EXTENSIONS]
      : undefined;
  if (extension === undefined) throw new Invalid("b2b_avatar_not_image");
  await mkdir(options.avatarsDir, { recursive: true });
  const [previous] = await db
    .select({ avatar: users.avatar })
    .from(users)
    .where(eq(users.id, options.userId));
  await writeFile(join(options.avatarsDir, `${options.userId}.${extension}`), bytes);
  await db.update(users).set({ avatar: extension }).where(eq(users.id, options.userId));
  if (previous?.avatar != null && previous.avatar !== extension && /^[a-z]{2,5}$/u.test(previous.avatar))
    await rm(join(options.avatarsDir, `${options.userId}.${previous.avatar}`), { force: true });
  return extension;
}
