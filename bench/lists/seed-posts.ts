import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/database";

/**
 * `count` posts a minute apart, a quarter of them ended (the archive tab), a tenth aimed at stores
 * (every twentieth at store 1, the rest at store 4), in four categories. The derived columns are
 * what core/posts/post-window.ts gives for the from/to stamps. Shared by bench:posts and bench:lists.
 */
export async function insertBenchPosts(db: Database, count: number): Promise<void> {
  await db.execute(
    sql.raw(`insert into posts (title, subtitle, description, featured, from_stamp, to_stamp, c_stamp, stamp,
        published_at, visible_from, visible_until, search_text, targets_stores, category_id)
      select 'Ανακοίνωση ' || g, 'Υπότιτλος ' || g, '<p>Κείμενο ανακοίνωσης ' || g || '</p>', g % 50 = 0,
        now() - (g || ' minutes')::interval, case when g % 4 = 0 then now() - interval '1 minute' else now() + interval '30 days' end,
        now() - (g || ' minutes')::interval, now(),
        now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval,
        case when g % 4 = 0 then now() - interval '1 minute' else now() + interval '30 days' end,
        'ανακοινωση ' || g || ' υποτιτλοσ ' || g || ' κειμενο ανακοινωσησ ' || g, g % 10 = 0, (g % 4) + 1
      from generate_series(1, ${count}) g`),
  );
  await db.execute(
    sql.raw(
      `insert into post_stores (post_id, store_id) select id, case when id % 20 = 0 then 1 else 4 end from posts where targets_stores on conflict do nothing`,
    ),
  );
  await db.execute(sql.raw("analyze"));
}
