import { fromPromise } from "xstate";
import { notProvided } from "../not-provided";

/*
 * "Get a key, submit once", shared by every form that sends a write once (tickets, tasks, posts,
 * store records, checklists, meetings, exams): a submission asks for an idempotency key once, keeps it while
 * the same content is retried (so "send" again after a lost answer cannot store it twice), and
 * drops it when the content changes (another submission, another key).
 *
 * The pieces are shared, not a child machine or a state-config builder: the forms' traces record
 * the states `creatingKey`, `sending`/`saving`/`uploading` by name, and an invoked child would add
 * a level to them. Each machine puts these pieces in its setup() under the same names
 * (docs/decisions.md, "One submit-once piece for the ticket forms"; it moved to machines/shared/
 * with the kernel, "A shared kernel per layer").
 */

/** The context field the pieces read and write. */
export interface HoldsIdempotencyKey {
  readonly idempotencyKey: string | null;
}

/** The actor slot `createIdempotencyKey`: a fresh key (crypto.randomUUID at the edge). */
export const createIdempotencyKeyActor = () => notProvided<string>("createIdempotencyKey");

/** What the edge provides for `createIdempotencyKey`, from the ports' key source. */
export const idempotencyKeyFrom = (newKey: () => string) => fromPromise<string>(async () => newKey());

/** Guard `hasKey`: a key is kept from an earlier attempt, so the key step is skipped. */
export const hasKey = ({ context }: { readonly context: HoldsIdempotencyKey }): boolean =>
  context.idempotencyKey !== null;

/** The assignment of action `keepKey` (params: the key the actor gave). */
export const keptKey = (_: unknown, params: { readonly key: string }): HoldsIdempotencyKey => ({
  idempotencyKey: params.key,
});

/** The key after an edit: kept when the content is the same, dropped when it changed. */
export const keyAfterEdit = (context: HoldsIdempotencyKey, unchanged: boolean): string | null =>
  unchanged ? context.idempotencyKey : null;

/** The key a submission is sent with (the state that sends is reached only once it is kept). */
export const submissionKey = (context: HoldsIdempotencyKey): string => context.idempotencyKey ?? "";
