import { and, asc } from "drizzle-orm";
import { plainText } from "../../../../core/rich-text/plain-text";
import { faqEntries } from "../../tables/faq-entries";
import type { SearchSource } from "../../../services/search/search-source";

/** FAQ entries: every role may read the FAQ (spec 6), so no further check. */
export const faqSearchSource: SearchSource = {
  id: "faq",
  search: async ({ db, matches, language, limit }) => {
    const rows = await db
      .select({
        id: faqEntries.id,
        questionGr: faqEntries.questionGr,
        questionEn: faqEntries.questionEn,
        answerGr: faqEntries.answerGr,
        answerEn: faqEntries.answerEn,
      })
      .from(faqEntries)
      .where(and(matches(faqEntries.searchText)))
      .orderBy(asc(faqEntries.id))
      .limit(limit);
    return rows.map((row) => ({
      source: "faq",
      id: row.id,
      title: language === "en" ? row.questionEn : row.questionGr,
      excerpt: plainText(language === "en" ? row.answerEn : row.answerGr),
      path: `/faq/${row.id}`,
    }));
  },
};
