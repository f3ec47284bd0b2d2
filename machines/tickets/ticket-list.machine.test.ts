import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { TicketTab } from "../../core/rules/ticket-tabs";
import { modelReport, replay, uncoveredByAll } from "../../tests/machines/model-paths";
import {
  LAST_PAGE,
  listProgress,
  NETWORK,
  PAGE,
  ticketListModel,
} from "../../tests/machines/models/ticket-list.model";
import type { LoadPageInput, TicketListPage } from "./ticket-list.machine";
import { createTicketListMachine, ticketListMachine } from "./ticket-list.machine";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A list whose page requests wait until the test answers them, in the order they were asked. */
function start(tab?: TicketTab) {
  const requests: Array<{
    readonly input: LoadPageInput;
    readonly answer: (page: TicketListPage<string>) => void;
    readonly fail: (error: unknown) => void;
  }> = [];
  const machine = createTicketListMachine<string>().provide({
    actors: {
      loadPage: fromPromise<TicketListPage<string>, LoadPageInput>(
        ({ input }) =>
          new Promise((answer, fail) => {
            requests.push({ input, answer, fail });
          }),
      ),
    },
  });
  const actor = createActor(machine, { input: tab === undefined ? {} : { tab } });
  actor.start();
  /** Answers the latest request and lets the machine take the answer. */
  const answer = async (page: TicketListPage<string>) => {
    requests.at(-1)?.answer(page);
    await settle();
  };
  const fail = async () => {
    requests.at(-1)?.fail(NETWORK);
    await settle();
  };
  return { actor, requests, answer, fail };
}

describe("ticket list machine", () => {
  it("loads the first page of the tab it starts with, then appends the next page from its cursor", async () => {
    const { actor, requests, answer } = start("resolved");
    expect(requests.map((r) => r.input)).toEqual([{ tab: "resolved", cursor: null }]);
    await answer(PAGE);
    expect(actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "user.loadMore" });
    expect(requests.at(-1)?.input).toEqual({ tab: "resolved", cursor: "cursor-2" });
    await answer(LAST_PAGE);
    expect(actor.getSnapshot().context).toMatchObject({
      rows: ["ticket 1", "ticket 2", "ticket 3"],
      nextCursor: null,
      failed: "none",
    });
  });

  it("asks nothing more after the last page", async () => {
    const { actor, requests, answer } = start();
    await answer(LAST_PAGE);
    actor.send({ type: "user.loadMore" });
    actor.send({ type: "user.retry" });
    expect(requests).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe("ready");
  });

  it("starts the other tab again from its first page, and drops the page the old tab was still waiting for", async () => {
    const { actor, requests, answer } = start();
    await answer(PAGE);
    actor.send({ type: "user.loadMore" });
    const stale = requests.at(-1);
    actor.send({ type: "user.selectTab", tab: "resolved" });
    expect(actor.getSnapshot().context).toMatchObject({ tab: "resolved", rows: [], nextCursor: null });
    expect(requests.at(-1)?.input).toEqual({ tab: "resolved", cursor: null });
    stale?.answer({ rows: ["from the all tab"], nextCursor: null });
    await settle();
    expect(actor.getSnapshot().value).toBe("loading");
    await answer(LAST_PAGE);
    expect(actor.getSnapshot().context.rows).toEqual(["ticket 3"]);
  });

  it("selecting the tab already shown reloads nothing", async () => {
    const { actor, requests, answer } = start();
    await answer(PAGE);
    actor.send({ type: "user.selectTab", tab: "all" });
    expect(requests).toHaveLength(1);
    expect(actor.getSnapshot().context.rows).toEqual(PAGE.rows);
  });

  it("keeps the rows when a further page fails; scrolling does not ask again, retry does", async () => {
    const { actor, requests, answer, fail } = start();
    await answer(PAGE);
    actor.send({ type: "user.loadMore" });
    await fail();
    expect(actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context).toMatchObject({ rows: PAGE.rows, failed: "more" });
    actor.send({ type: "user.loadMore" });
    expect(requests).toHaveLength(2);
    actor.send({ type: "user.retry" });
    expect(requests.at(-1)?.input).toEqual({ tab: "all", cursor: "cursor-2" });
    await answer(LAST_PAGE);
    expect(actor.getSnapshot().context).toMatchObject({ rows: [...PAGE.rows, "ticket 3"], failed: "none" });
  });

  it("shows nothing but the failure when the first page fails, and retry loads it again", async () => {
    const { actor, requests, answer, fail } = start();
    await fail();
    expect(actor.getSnapshot().value).toBe("failed");
    expect(actor.getSnapshot().context.failed).toBe("first");
    actor.send({ type: "user.retry" });
    expect(requests.at(-1)?.input).toEqual({ tab: "all", cursor: null });
    await answer(PAGE);
    expect(actor.getSnapshot().context).toMatchObject({ rows: PAGE.rows, failed: "none" });
  });
});

describe("ticket list machine model", () => {
  const reports = ticketListModel.models.map((options) => ({
    options,
    report: modelReport(ticketListMachine, options),
  }));

  it("visits every state and takes every transition", () => {
    expect(uncoveredByAll(reports.map((r) => r.report))).toEqual({ states: [], transitions: [] });
  });

  for (const { options, report } of reports) {
    report.transitions.forEach(({ path, description }, index) => {
      it(`replays #${index} ${description}`, () => {
        const end = replay(ticketListMachine, path, options);
        expect(end.value).toEqual(path.state.value);
        expect(end.context).toEqual(path.state.context);
        expect(listProgress(end)).toEqual(listProgress(path.state));
      });
    });
  }
});
