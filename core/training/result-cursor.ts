/**
 * The keyset cursor of exam-result lists (newest first by submitted_at, then id): the last row's
 * position, as opaque text `r1.<epoch ms>.<id>`. A cursor that does not read is refused (422), never
 * guessed at.
 */
export interface ResultPosition {
  readonly submittedAtMs: number;
  readonly id: number;
}

export const RESULT_PAGE_LIMIT = { min: 1, max: 100, default: 20 } as const;

export const encodeResultCursor = (position: ResultPosition): string =>
  `r1.${position.submittedAtMs}.${position.id}`;

export function decodeResultCursor(text: string): ResultPosition | undefined {
  const match = /^r1\.(\d{1,15})\.(\d{1,10})$/u.exec(text);
  if (match === null) return undefined;
  const submittedAtMs = Number(match[1]);
  const id = Number(match[2]);
  if (!Number.isSafeInteger(submittedAtMs) || id > 2_147_483_647) return undefined;
  return { submittedAtMs, id };
}
