import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/database";

// Words in the search columns' normal form (no accents, lower case); "ραφειο" is in every 500th.
const WORDS = "ταμειο αποθηκη παραγγελια βιτρινα προσωπικο εκπαιδευση πελατησ αποδειξη εκπτωση ωραριο";

/**
 * `count` documents of the information area, 70 % FAQ entries and 30 % information material, each
 * with the same ten words in its search text (and "ραφειο" in every 500th). Shared by bench:search
 * and bench:lists.
 */
export async function insertBenchDocuments(db: Database, count: number): Promise<void> {
  const faq = Math.round(count * 0.7);
  const material = count - faq;
  const words = `'${WORDS}'`;
  await db.execute(
    sql.raw(`insert into faq_entries (category_gr, category_en, question_gr, question_en, answer_gr, answer_en, search_text, c_stamp)
      select 'Κατηγορία', 'Category', 'Ερώτηση ' || g, 'Question ' || g, '<p>Απάντηση</p>', '<p>Answer</p>',
        'ερωτηση ' || g || ' ' || ${words} || case when g % 500 = 0 then ' ραφειο' else '' end, now()
      from generate_series(1, ${faq}) g`),
  );
  await db.execute(
    sql.raw(`insert into information_materials (category_gr, category_en, title_gr, title_en, description_gr, description_en,
        file_name, file_mime, file_size, storage_key, search_text, c_stamp)
      select 'Κατηγορία', 'Category', 'Έγγραφο ' || g, 'Document ' || g, 'Περιγραφή', 'Description',
        'doc.pdf', 'application/pdf', 1, 'ff/bench-' || g, 'εγγραφο ' || g || ' ' || ${words}, now()
      from generate_series(1, ${material}) g`),
  );
  await db.execute(sql.raw("analyze faq_entries"));
  await db.execute(sql.raw("analyze information_materials"));
}
