import { asc, count, eq, gt, inArray } from "drizzle-orm";
import { validateFaqDraft } from "../../../core/information/faq-draft-rules";
import type { FaqDraft, FaqEntry } from "../../../core/information/information-wire";
import { encodeListCursor } from "../../../core/information/list-cursor";
import { plainText } from "../../../core/rich-text/plain-text";
import { searchText } from "../../../core/search/search-text";
import type { Database } from "../../db/database";
import { Invalid, NotFound } from "../../domain-errors";
import { faqEntries, faqVotes } from "../tables/faq-entries";
import { sanitiseRichText } from "../../services/rich-text/sanitise-rich-text";

type FaqRow = typeof faqEntries.$inferSelect;
type FaqWire = Omit<FaqEntry, "c_stamp"> & { readonly c_stamp: string };

/** The "Was this helpful?" counts of these entries, by entry id. */
async function voteCounts(db: Database, ids: readonly number[]) {
  const counts = new Map<number, { yes: number; no: number }>();
  if (ids.length === 0) return counts;
  const rows = await db
    .select({ entryId: faqVotes.entryId, helpful: faqVotes.helpful, n: count() })
    .from(faqVotes)
    .where(inArray(faqVotes.entryId, [...ids]))
    .groupBy(faqVotes.entryId, faqVotes.helpful);
  for (const row of rows) {
    const entry = counts.get(row.entryId) ?? { yes: 0, no: 0 };
    if (row.helpful) entry.yes = row.n;
    else entry.no = row.n;
    counts.set(row.entryId, entry);
  }
  return counts;
}

const wire = (row: FaqRow, votes: { yes: number; no: number } | undefined): FaqWire => ({
  id: row.id,
  category: { gr: row.categoryGr, en: row.categoryEn },
  question: { gr: row.questionGr, en: row.questionEn },
  answer: { gr: row.answerGr, en: row.answerEn },
  helpful_yes: votes?.yes ?? 0,
  helpful_no: votes?.no ?? 0,
  c_stamp: row.cStamp.toISOString(),
});

/** A keyset page of FAQ entries in the order head office wrote them. */
export async function listFaq(db: Database, after: number | undefined, limit: number) {
  const rows = await db
    .select()
    .from(faqEntries)
    .where(after === undefined ? undefined : gt(faqEntries.id, after))
    .orderBy(asc(faqEntries.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const counts = await voteCounts(
    db,
    page.map((r) => r.id),
  );
  const last = page.at(-1);
  return {
    items: page.map((r) => wire(r, counts.get(r.id))),
    next_cursor: rows.length > limit && last !== undefined ? encodeListCursor(last.id) : null,
  };
}

export async function faqById(db: Database, id: number): Promise<FaqWire> {
  const [row] = await db.select().from(faqEntries).where(eq(faqEntries.id, id)).limit(1);
  if (row === undefined) throw new NotFound("b2b_not_found");
  return wire(row, (await voteCounts(db, [id])).get(id));
}

/** What the search column holds for an entry: both languages' texts, normalised. */
export const faqSearchText = (draft: FaqDraft): string =>
  searchText(
    [draft.category_gr, draft.category_en, draft.question_gr, draft.question_en]
      .concat(plainText(draft.answer_gr), plainText(draft.answer_en))
      .join(" "),
  );

/** A new entry from head office: core's rule first, then the answers sanitised, then one insert. */
export async function createFaq(db: Database, userId: number, draft: FaqDraft, now: Date): Promise<FaqWire> {
  const clean: FaqDraft = {
    ...draft,
    category_gr: draft.category_gr.trim(),
    category_en: draft.category_en.trim(),
    question_gr: draft.question_gr.trim(),
    question_en: draft.question_en.trim(),
    answer_gr: sanitiseRichText(draft.answer_gr),
    answer_en: sanitiseRichText(draft.answer_en),
  };
  // Validated after sanitising too: an answer that was only a script is empty now.
  const [error] = [...validateFaqDraft(draft), ...validateFaqDraft(clean)];
  if (error !== undefined) throw new Invalid(error.key);
  const [row] = await db
    .insert(faqEntries)
    .values({
      categoryGr: clean.category_gr,
      categoryEn: clean.category_en,
      questionGr: clean.question_gr,
      questionEn: clean.question_en,
      answerGr: clean.answer_gr,
      answerEn: clean.answer_en,
      searchText: faqSearchText(clean),
      createdBy: userId,
      cStamp: now,
    })
    .returning();
  if (row === undefined) throw new Error("insert returned no row");
  return wire(row, undefined);
}

/** A reader's answer; a second answer replaces the first. Answers the entry with its new counts. */
export async function voteOnFaq(
  db: Database,
  entryId: number,
  userId: number,
  helpful: boolean,
  now: Date,
): Promise<FaqWire> {
  const [entry] = await db.select({ id: faqEntries.id }).from(faqEntries).where(eq(faqEntries.id, entryId));
  if (entry === undefined) throw new NotFound("b2b_not_found");
  await db
    .insert(faqVotes)
    .values({ entryId, userId, helpful, stamp: now })
    .onConflictDoUpdate({ target: [faqVotes.entryId, faqVotes.userId], set: { helpful, stamp: now } });
  return faqById(db, entryId);
}
