import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import { TOKEN_REFRESH_INTERVAL_MS } from "../../core/constants/portal-constants";
import { modelReport, replay, uncoveredByAll } from "../../tests/machines/model-paths";
import { network, tokenRefreshModel, unauthorized } from "./token-refresh.model";
import { refreshRetryDelay, tokenRefreshMachine } from "./token-refresh.machine";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(refresh: () => Promise<string>) {
  const calls = vi.fn<() => void>();
  const clearLogin = vi.fn<() => void>();
  const goRoot = vi.fn<() => void>();
  const clock = new SimulatedClock();
  const actor = createActor(
    tokenRefreshMachine.provide({
      actors: {
        refresh: fromPromise(() => {
          calls();
          return refresh();
        }),
      },
      actions: { clearLogin: () => clearLogin(), goRoot: () => goRoot() },
    }),
    { clock },
  ).start();
  return { actor, clock, calls, clearLogin, goRoot };
}

describe("token refresh machine", () => {
  it("refreshes every 55 minutes", async () => {
    const { actor, clock, calls } = start(async () => "new");
    clock.increment(TOKEN_REFRESH_INTERVAL_MS - 1);
    expect(calls).not.toHaveBeenCalled();
    clock.increment(1);
    expect(calls).toHaveBeenCalledTimes(1);
    await settle();
    expect(actor.getSnapshot().value).toBe("waiting");
    clock.increment(TOKEN_REFRESH_INTERVAL_MS);
    expect(calls).toHaveBeenCalledTimes(2);
  });

  it("refreshes on api.unauthorized, one at a time", async () => {
    let resolve!: (token: string) => void;
    const { actor, calls } = start(() => new Promise((r) => (resolve = r)));
    actor.send({ type: "api.unauthorized" });
    actor.send({ type: "api.unauthorized" });
    actor.send({ type: "timer.refreshDue" });
    expect(calls).toHaveBeenCalledTimes(1);
    resolve("new");
    await settle();
    expect(actor.getSnapshot().value).toBe("waiting");
  });

  it("a 401 on refresh clears the login and goes to the root page", async () => {
    const { actor, clearLogin, goRoot } = start(() => Promise.reject(unauthorized));
    actor.send({ type: "api.unauthorized" });
    await settle();
    expect(actor.getSnapshot().value).toBe("expired");
    expect(clearLogin).toHaveBeenCalledTimes(1);
    expect(goRoot).toHaveBeenCalledTimes(1);
  });

  it("other failures retry with backoff and do not log out", async () => {
    let fail = true;
    const { actor, clock, calls, goRoot } = start(() =>
      fail ? Promise.reject(network) : Promise.resolve("new"),
    );
    actor.send({ type: "timer.refreshDue" });
    await settle();
    expect(actor.getSnapshot().value).toBe("retrying");
    expect(actor.getSnapshot().context.lastErrorKey).toBe("b2b_network_error");
    clock.increment(refreshRetryDelay(1));
    expect(calls).toHaveBeenCalledTimes(2);
    await settle();
    clock.increment(refreshRetryDelay(2) - 1);
    expect(calls).toHaveBeenCalledTimes(2);
    fail = false;
    clock.increment(1);
    await settle();
    expect(actor.getSnapshot().value).toBe("waiting");
    expect(actor.getSnapshot().context.failures).toBe(0);
    expect(goRoot).not.toHaveBeenCalled();
  });

  it("backoff doubles from 30 s up to 4 minutes", () => {
    expect([1, 2, 3, 4, 5, 50].map(refreshRetryDelay)).toEqual([
      30_000, 60_000, 120_000, 240_000, 240_000, 240_000,
    ]);
  });

  it("stops when the session ends", () => {
    const { actor, clock, calls } = start(async () => "new");
    actor.send({ type: "session.ended" });
    clock.increment(TOKEN_REFRESH_INTERVAL_MS);
    expect(calls).not.toHaveBeenCalled();
    expect(actor.getSnapshot().status).toBe("done");
  });
});

describe("token refresh machine model", () => {
  const reports = tokenRefreshModel.models.map((options) => ({
    options,
    report: modelReport(tokenRefreshMachine, options),
  }));

  it("visits every state and takes every transition", () => {
    expect(uncoveredByAll(reports.map((r) => r.report))).toEqual({ states: [], transitions: [] });
  });

  for (const { options, report } of reports) {
    for (const { path, description } of report.transitions) {
      it(`reaches the end of ${description}`, () => {
        expect(replay(tokenRefreshMachine, path, options).value).toEqual(path.state.value);
      });
    }
  }
});
