// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { lazy, Suspense, type ComponentType } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { preloadedLazy } from "./preloaded-lazy";

afterEach(cleanup);

const Card = () => <p>figures</p>;
const loadCard = async () => ({ default: Card });

/** Renders the lazy component; answers whether the fallback was ever shown. */
async function rendersFallback(Lazy: ComponentType): Promise<boolean> {
  const shown = vi.fn<() => void>();
  const Fallback = () => {
    shown();
    return <p>waiting</p>;
  };
  await act(async () => {
    render(
      <Suspense fallback={<Fallback />}>
        <Lazy />
      </Suspense>,
    );
  });
  expect(await screen.findByText("figures")).toBeTruthy();
  return shown.mock.calls.length > 0;
}

describe("preloadedLazy", () => {
  it("renders at once once preloaded, where React's lazy suspends on a module already fetched", async () => {
    const plain = lazy(loadCard);
    await loadCard(); // the module is "fetched": React's lazy still waits a turn for its promise
    expect(await rendersFallback(plain)).toBe(true);
    cleanup();
    const preloaded = preloadedLazy(loadCard);
    await preloaded.preload();
    expect(await rendersFallback(preloaded)).toBe(false);
  });

  it("without a preload, loads on first render like React's lazy", async () => {
    expect(await rendersFallback(preloadedLazy(loadCard))).toBe(true);
  });

  it("tries the module again after a failed load", async () => {
    let calls = 0;
    const flaky = preloadedLazy(async () => {
      calls += 1;
      if (calls === 1) throw new Error("chunk failed");
      return { default: Card };
    });
    await expect(flaky.preload()).rejects.toThrow("chunk failed");
    await flaky.preload();
    expect(calls).toBe(2);
    expect(await rendersFallback(flaky)).toBe(false);
  });
});
