import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { SearchAnswer, SearchHit } from "../../core/search/search-wire";
import { failsOnce, REQUEST_ID, settle } from "../../tests/machines/failed-answer";
import { SEARCH_HIT_FIXTURE } from "./header-search.model";
import { headerSearchMachine } from "./header-search.machine";

describe("header search machine", () => {
  it("keeps the failed search's request id to show, and forgets it once a search answers (issue #42)", async () => {
    const search = failsOnce<SearchAnswer, { readonly query: string }>(() => ({
      hits: [SEARCH_HIT_FIXTURE as SearchHit],
    }));
    const machine = headerSearchMachine.provide({ actors: { search }, delays: { debounce: 0 } });
    const actor = createActor(machine).start();
    actor.send({ type: "user.type", query: "ταμειο" });
    await settle();
    await settle();
    expect(actor.getSnapshot().value).toBe("failed");
    expect(actor.getSnapshot().context.failureRequestId).toBe(REQUEST_ID);
    actor.send({ type: "user.type", query: "ταμειο " });
    await settle();
    await settle();
    expect(actor.getSnapshot().value).toBe("results");
    expect(actor.getSnapshot().context.failureRequestId).toBeUndefined();
    // A host that does not say what it searched: unknown, not "nothing".
    expect(actor.getSnapshot().context.searched).toBeUndefined();
  });

  it("keeps the kinds searched with the hits, and forgets them when the box is cleared", async () => {
    const answer: SearchAnswer = { hits: [], searched: ["faq", "tickets"] };
    const machine = headerSearchMachine.provide({
      actors: { search: fromPromise(async () => answer) },
      delays: { debounce: 0 },
    });
    const actor = createActor(machine).start();
    actor.send({ type: "user.type", query: "haccp" });
    await settle();
    await settle();
    expect(actor.getSnapshot().value).toBe("results");
    expect(actor.getSnapshot().context.searched).toEqual(["faq", "tickets"]);
    actor.send({ type: "user.type", query: "h" });
    expect(actor.getSnapshot().context.searched).toBeUndefined();
  });
});
