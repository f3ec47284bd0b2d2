import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  failureMessageKey,
  failureOf,
  failureOfErrorEvent,
  failureRequestId,
  GENERIC_ERROR_KEY,
  NETWORK_ERROR_KEY,
  NO_FAILURE,
} from "./api-failure";

/** Whatever an actor may reject with: the adapters' tagged errors, a plain Error, or anything else. */
const rejection = fc.oneof(
  fc.record(
    {
      _tag: fc.constantFrom("HttpError", "NetworkError", "DecodeError", "Unauthorized"),
      status: fc.integer({ min: 400, max: 599 }),
      messageKey: fc.string(),
      requestId: fc.oneof(fc.uuid(), fc.string(), fc.constant(undefined)),
    },
    { requiredKeys: ["_tag"] },
  ),
  fc.anything(),
);

describe("a failure kept by a screen's machine", () => {
  it("failureOf and the onError assigners give the same key and request id as the two readers", () => {
    fc.assert(
      fc.property(rejection, (error) => {
        const kept = failureOf(error);
        expect(kept).toEqual({
          failureKey: failureMessageKey(error),
          failureRequestId: failureRequestId(error),
        });
        const event = { type: "xstate.error.actor.load", error };
        expect(failureOfErrorEvent.failureKey({ event })).toBe(kept.failureKey);
        expect(failureOfErrorEvent.failureRequestId({ event })).toBe(kept.failureRequestId);
        expect(kept.failureKey).not.toBe("");
      }),
    );
  });

  it("keeps a server's request id and never one a network failure could not have", () => {
    const id = "0f8fad5b-d9cb-469f-a165-70867728950e";
    expect(failureOf({ _tag: "HttpError", status: 500, requestId: id })).toEqual({
      failureKey: GENERIC_ERROR_KEY,
      failureRequestId: id,
    });
    expect(failureOf({ _tag: "NetworkError" })).toEqual({
      failureKey: NETWORK_ERROR_KEY,
      failureRequestId: undefined,
    });
    expect(
      failureOf({ _tag: "HttpError", status: 500, requestId: "two\nlines" }).failureRequestId,
    ).toBeUndefined();
  });

  it("NO_FAILURE clears both", () => {
    expect(NO_FAILURE).toEqual({ failureKey: undefined, failureRequestId: undefined });
  });
});
