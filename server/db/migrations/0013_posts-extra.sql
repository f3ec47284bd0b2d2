-- Posts written before the posts area stored their derived columns: the list's sort stamp and the
-- active window of core/posts/post-window.ts (the widget rule of spec 4), computed the same way.
-- "Age < N days" ends one millisecond before from/c_stamp + N days. The search text is filled by
-- the server (core/search's normal form needs JavaScript), for rows whose search_text is empty.
UPDATE "posts" SET
  "published_at" = coalesce("from_stamp", "c_stamp"),
  "visible_from" = CASE
    WHEN "archive_in_days" > 0 AND "from_stamp" IS NOT NULL THEN "from_stamp"
    WHEN "archive_in_days" > 0 THEN NULL
    ELSE "from_stamp" END,
  "visible_until" = CASE
    WHEN "archive_in_days" > 0 AND "from_stamp" IS NOT NULL
      THEN "from_stamp" + make_interval(days => "archive_in_days") - interval '1 millisecond'
    WHEN "archive_in_days" > 0 THEN "c_stamp" + make_interval(days => "archive_in_days") - interval '1 millisecond'
    ELSE "to_stamp" END;
