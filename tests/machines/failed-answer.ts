import { fromPromise } from "xstate";

/*
 * A failed HTTP answer that carries its request id (issue #42), for the machines' tests that check
 * the id is kept beside the failure message and forgotten once a later call works.
 */

/** A request id of the server's shape (a UUID), see core/rules/request-id.ts. */
export const REQUEST_ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

/** What the adapters reject with for a 500 answer, seen structurally as machines/api-failure.ts does. */
export const FAILED_ANSWER = { _tag: "HttpError", status: 500, requestId: REQUEST_ID } as const;

/** An actor whose first call fails with FAILED_ANSWER and whose later calls answer `answer(input)`. */
export function failsOnce<TOutput, TInput = unknown>(answer: (input: TInput) => TOutput) {
  let calls = 0;
  return fromPromise<TOutput, TInput>(async ({ input }) => {
    calls += 1;
    if (calls === 1) throw FAILED_ANSWER;
    return answer(input);
  });
}

/** Lets the actors' promises settle. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
