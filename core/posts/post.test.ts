import { describe, expect, it } from "vitest";
import { isInvalid, isOk, type Decoded } from "../schemas/decode";
import { decodePost, encodePost } from "./post";

const valueOf = <A>(result: Decoded<A>) => (isOk(result) ? result.value : undefined);
const pathsOf = <A>(result: Decoded<A>) => (isInvalid(result) ? result.error.paths : []);

const post = {
  id: 11,
  title: "New summer menu",
  subtitle: "From June",
  description: "<p>Fresh salads…</p>",
  featured: true,
  from_stamp: "2026-06-01T00:00:00Z",
  to_stamp: null,
  archive_in_days: 30,
  c_stamp: "2026-05-28T08:00:00Z",
  stamp: "2026-05-28T08:05:00Z",
  header_image_id: 55,
  header_image_extension: "jpg",
};

describe("Post", () => {
  it("has all the spec's fields", () => {
    const value = valueOf(decodePost(post));
    expect(value && Object.keys(value).sort()).toEqual(Object.keys(post).sort());
    expect(value?.from_stamp?.toString()).toBe("2026-06-01T00:00:00Z");
    expect(value?.to_stamp).toBeNull();
    expect(value?.archive_in_days).toBe(30);
    expect(value && valueOf(encodePost(value))).toEqual(post);
  });

  it("the window fields and the header image may be null", () => {
    const bare = {
      ...post,
      subtitle: null,
      from_stamp: null,
      archive_in_days: null,
      header_image_id: null,
      header_image_extension: null,
    };
    expect(isOk(decodePost(bare))).toBe(true);
  });

  it("archive_in_days is a whole number of days, zero or more", () => {
    expect(isOk(decodePost({ ...post, archive_in_days: 0 }))).toBe(true);
    for (const days of [-1, 1.5, "30"]) {
      expect(pathsOf(decodePost({ ...post, archive_in_days: days }))).toEqual([["archive_in_days"]]);
    }
  });
});
