import type { Context } from "hono";
import { NUL_REFUSED_KEY } from "../../../core/validation/nul-characters";
import { Invalid, Malformed } from "../../domain-errors";
import { formHasNul } from "../../http/middleware/refuse-nul";

/**
 * The one file part of an upload's multipart form (part `file`), for every upload route. The body
 * limit of the path was already held by the upload-path rule (server/http/upload-limits.ts), so this
 * only reads: 400 `b2b_bad_request` when the form does not parse, 400 `b2b_nul_character` when a
 * field or file name holds U+0000, 422 `b2b_invalid_input` when there is no file part. It throws;
 * createApp's onError answers, as for any domain error.
 */
export async function readFilePart(c: Context): Promise<File> {
  const body = await c.req.parseBody({ all: true }).catch(() => {
    throw new Malformed("b2b_bad_request");
  });
  if (formHasNul(body)) throw new Malformed(NUL_REFUSED_KEY);
  const part = body["file"];
  if (!(part instanceof File)) throw new Invalid("b2b_invalid_input");
  return part;
}
