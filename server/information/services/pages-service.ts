import { and, asc, eq } from "drizzle-orm";
import type { PageBodyDraft } from "../../../core/information/information-wire";
import { plainText } from "../../../core/rich-text/plain-text";
import type { Database } from "../../db/database";
import { Invalid, NotFound } from "../../domain-errors";
import { sanitiseRichText } from "../../services/rich-text/sanitise-rich-text";
import { pages } from "../tables/pages";

export type PageRow = typeof pages.$inferSelect;

/** Every custom page of the sidebar, in menu order. */
export const listPages = (db: Database): Promise<PageRow[]> =>
  db.select().from(pages).orderBy(asc(pages.sort), asc(pages.id));

/** One page by its identifier (only a page marked public when `publicOnly`); NotFound otherwise. */
export async function pageByIdentifier(
  db: Database,
  identifier: string,
  publicOnly: boolean,
): Promise<PageRow> {
  const [page] = await db
    .select()
    .from(pages)
    .where(
      publicOnly
        ? and(eq(pages.identifier, identifier), eq(pages.isPublic, true))
        : eq(pages.identifier, identifier),
    );
  if (page === undefined) throw new NotFound("b2b_not_found");
  return page;
}

/**
 * Replace a page's body in both languages with the sanitised HTML of the draft: Invalid when either
 * language is left without text, NotFound when no page has the identifier. Answers the page.
 */
export async function replacePageBody(
  db: Database,
  identifier: string,
  draft: typeof PageBodyDraft.Type,
): Promise<PageRow> {
  const bodyGr = sanitiseRichText(draft.body_gr);
  const bodyEn = sanitiseRichText(draft.body_en);
  if (plainText(bodyGr) === "" || plainText(bodyEn) === "") throw new Invalid("b2b_faq_required");
  const [page] = await db
    .update(pages)
    .set({ bodyGr, bodyEn })
    .where(eq(pages.identifier, identifier))
    .returning();
  if (page === undefined) throw new NotFound("b2b_not_found");
  return page;
}
