import { describe, expect, it, vi } from "vitest";
import { portsKey } from "../../../core/areas/ports-key";
import { areaPorts, type OutsideWorld, type SomeAreaPorts } from "../../../adapters/ports/ports-module";
import { areaOfPortsModule, lazyPorts } from "./ports-loaders";

const world = { host: "" } as unknown as OutsideWorld;
const KEY = portsKey<{ readonly answer: number }>("tickets");
const PATH = "../../adapters/tickets/tickets.ports.ts";

describe("an area's ports, loaded on first use", () => {
  it("knows the area by the module's folder, and refuses a module named otherwise", () => {
    expect(areaOfPortsModule(PATH)).toBe("tickets");
    expect(() => areaOfPortsModule("../../adapters/tickets/ticket.ports.ts")).toThrow(
      /named after its folder/u,
    );
  });

  it("loads the module once and answers the same promise on every call, before and after it settles", async () => {
    const create = vi.fn<(world: OutsideWorld) => { readonly answer: number }>(() => ({ answer: 42 }));
    const load = vi.fn<() => Promise<{ readonly ports: SomeAreaPorts }>>(async () => ({
      ports: areaPorts(KEY, create),
    }));
    const [area, loader] = lazyPorts(PATH, load, world);
    expect(area).toBe("tickets");
    const first = loader();
    expect(loader()).toBe(first);
    await expect(first).resolves.toEqual({ answer: 42 });
    // Still the same promise once settled: React replays a suspended screen with the same `use` calls.
    expect(loader()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(world);
  });

  it("marks the settled promise the way React's use reads it, so a screen asking later does not suspend", async () => {
    const [, loader] = lazyPorts(PATH, async () => ({ ports: areaPorts(KEY, () => ({ answer: 7 })) }), world);
    const promise = loader();
    expect(promise).not.toHaveProperty("status");
    await promise;
    expect(promise).toMatchObject({ status: "fulfilled", value: { answer: 7 } });
  });

  it("tries again after a failed load (a lost connection does not break the area until a reload)", async () => {
    const load = vi
      .fn<() => Promise<{ readonly ports: ReturnType<typeof areaPorts<{ readonly answer: number }>> }>>()
      .mockRejectedValueOnce(new Error("chunk failed"))
      .mockResolvedValueOnce({ ports: areaPorts(KEY, () => ({ answer: 1 })) });
    const [, loader] = lazyPorts(PATH, load, world);
    await expect(loader()).rejects.toThrow("chunk failed");
    await expect(loader()).resolves.toEqual({ answer: 1 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("refuses a module that makes another area's ports", async () => {
    const other = portsKey<{ readonly answer: number }>("tasks");
    const [, loader] = lazyPorts(
      PATH,
      async () => ({ ports: areaPorts(other, () => ({ answer: 0 })) }),
      world,
    );
    await expect(loader()).rejects.toThrow(/makes the ports of "tasks", not of "tickets"/u);
  });
});
