// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { KeysetListPage, KeysetPageRequest } from "../../machines/lists/keyset-list.machine";
import { useKeysetList } from "./use-keyset-list";

afterEach(cleanup);

function List({
  load,
  restartOn,
}: {
  readonly load: (cursor: string | null) => Promise<KeysetListPage<string>>;
  readonly restartOn: readonly unknown[];
}) {
  const list = useKeysetList(load, restartOn);
  return (
    <p>
      {list.phase}: {list.rows.join(",")}
    </p>
  );
}

describe("useKeysetList", () => {
  it("starts over from the first page when a value of restartOn changes (a change of store)", async () => {
    const load = vi.fn<(cursor: string | null) => Promise<KeysetListPage<string>>>(async (cursor) => ({
      rows: [`first of ${String(cursor)}`],
      nextCursor: null,
    }));
    const storeOne = vi.fn<(cursor: string | null) => Promise<KeysetListPage<string>>>(async () => ({
      rows: ["store 1"],
      nextCursor: null,
    }));
    const storeTwo = vi.fn<(cursor: string | null) => Promise<KeysetListPage<string>>>(async () => ({
      rows: ["store 2"],
      nextCursor: null,
    }));
    const { rerender } = render(<List load={storeOne} restartOn={[1]} />);
    expect(await screen.findByText("ready: store 1")).toBeTruthy();
    await act(async () => {
      rerender(<List load={storeTwo} restartOn={[2]} />);
    });
    expect(await screen.findByText("ready: store 2")).toBeTruthy();
    expect(storeTwo).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
  });

  it("keeps its list while restartOn holds the same values, whatever loader it is given", async () => {
    const first = vi.fn<(cursor: string | null) => Promise<KeysetListPage<string>>>(async () => ({
      rows: ["a"],
      nextCursor: null,
    }));
    const inline = vi.fn<(cursor: string | null) => Promise<KeysetListPage<string>>>(async () => ({
      rows: ["b"],
      nextCursor: null,
    }));
    const { rerender } = render(<List load={first} restartOn={[1]} />);
    expect(await screen.findByText("ready: a")).toBeTruthy();
    await act(async () => {
      rerender(<List load={inline} restartOn={[1]} />);
    });
    expect(screen.getByText("ready: a")).toBeTruthy();
    expect(inline).not.toHaveBeenCalled();
  });

  it("reads each query once, starts over when a field changes, and skips caches only where the screen says", async () => {
    type Query = { readonly storeId: number; readonly tab: string };
    const reads: KeysetPageRequest<Query>[] = [];
    const load = async (_cursor: string | null, request: KeysetPageRequest<Query>) => {
      reads.push(request);
      return { rows: [`${request.query.storeId}/${request.query.tab}`], nextCursor: null };
    };
    function Queried({ storeId, tab }: Query) {
      const list = useKeysetList(load, [], {
        value: { storeId, tab },
        fresh: (before, after) => before.storeId !== after.storeId,
      });
      return <p>{list.rows.join(",")}</p>;
    }
    const { rerender } = render(<Queried storeId={1} tab="unpaid" />);
    expect(await screen.findByText("1/unpaid")).toBeTruthy();
    await act(async () => {
      rerender(<Queried storeId={1} tab="unpaid" />); // a new object, the same fields: nothing read
    });
    await act(async () => {
      rerender(<Queried storeId={1} tab="paid" />);
    });
    expect(await screen.findByText("1/paid")).toBeTruthy();
    await act(async () => {
      rerender(<Queried storeId={2} tab="paid" />);
    });
    expect(await screen.findByText("2/paid")).toBeTruthy();
    expect(reads.map((read) => [read.query.storeId, read.query.tab, read.fresh])).toEqual([
      [1, "unpaid", false],
      [1, "paid", false],
      [2, "paid", true],
    ]);
  });
});
