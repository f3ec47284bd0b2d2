import { describe, expect, it } from "vitest";
import { derivedView, fixedView } from "./view-store";

describe("view stores", () => {
  it("a derived view keeps the same snapshot until an input changes, then computes once", () => {
    let a = { n: 1 };
    let computed = 0;
    const store = derivedView(
      () => () => undefined,
      () => [a] as const,
      ([value]) => {
        computed += 1;
        return { doubled: value.n * 2 };
      },
    );
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    expect(computed).toBe(1);
    a = { n: 2 };
    expect(store.getSnapshot()).toEqual({ doubled: 4 });
    expect(store.getSnapshot()).toBe(store.getSnapshot());
    expect(computed).toBe(2);
  });

  it("a fixed view always gives its value", () => {
    const value = { x: 1 };
    expect(fixedView(value).getSnapshot()).toBe(value);
  });
});
