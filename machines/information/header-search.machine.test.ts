import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import type { SearchHit } from "../../core/search/search-wire";
import { failsOnce, REQUEST_ID, settle } from "../../tests/machines/failed-answer";
import { SEARCH_HIT_FIXTURE } from "../../tests/machines/models/header-search.model";
import { headerSearchMachine } from "./header-search.machine";

describe("header search machine", () => {
  it("keeps the failed search's request id to show, and forgets it once a search answers (issue #42)", async () => {
    const search = failsOnce<readonly SearchHit[], { readonly query: string }>(() => [
      SEARCH_HIT_FIXTURE as SearchHit,
    ]);
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
  });
});
