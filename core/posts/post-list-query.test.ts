import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import {
  decodePostCursor,
  encodePostCursor,
  likePattern,
  parsePostListQuery,
  POST_PAGE_DEFAULT_LIMIT,
  POST_PAGE_MAX_LIMIT,
} from "./post-list-query";

describe("the posts list query", () => {
  it("a cursor reads back as the keys it was made from; anything else is no cursor", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: -8.64e15, max: 8.64e15 }),
        fc.integer({ min: 0, max: 2_147_483_647 }),
        (featured, publishedMs, id) => {
          expect(decodePostCursor(encodePostCursor({ featured, publishedMs, id }))).toEqual({
            featured,
            publishedMs,
            id,
          });
        },
      ),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!text.startsWith("p1."));
        expect(decodePostCursor(text)).toBeUndefined();
      }),
    );
  });

  it("never throws, and answers a query or the one error key", () => {
    const text = fc.option(fc.string(), { nil: undefined });
    fc.assert(
      fc.property(text, text, text, text, text, (tab, category_id, q, cursor, limit) => {
        const result = parsePostListQuery({ tab, category_id, q, cursor, limit });
        const fine = result.ok
          ? result.query.limit <= POST_PAGE_MAX_LIMIT
          : result.message === "b2b_posts_bad_query";
        expect(fine).toBe(true);
      }),
    );
  });

  it("pins defaults, clamping and the Greek search form", () => {
    const parsed = parsePostListQuery({ q: "  ΩΡΆΡΙΟ Καταστημάτων ", limit: "5000" });
    expect(parsed).toEqual({
      ok: true,
      query: {
        tab: "active",
        categoryId: null,
        search: "ωραριο καταστηματων",
        after: null,
        limit: POST_PAGE_MAX_LIMIT,
      },
    });
    expect(parsePostListQuery({})).toMatchObject({ ok: true, query: { limit: POST_PAGE_DEFAULT_LIMIT } });
    expect(parsePostListQuery({ limit: "0" }).ok).toBe(false);
    expect(parsePostListQuery({ tab: "all" }).ok).toBe(false);
    expect(likePattern("20%_a\\b")).toBe("%20\\%\\_a\\\\b%");
  });
});
