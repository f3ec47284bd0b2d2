/**
 * The share of "yes" answers to "Was this helpful?", in whole percent, or null before anyone answered
 * (0 % would read as "nobody found it helpful"). Head office reads it beside the counts.
 */
export function helpfulPercent(yes: number, no: number): number | null {
  const safeYes = Number.isFinite(yes) && yes > 0 ? Math.floor(yes) : 0;
  const safeNo = Number.isFinite(no) && no > 0 ? Math.floor(no) : 0;
  const total = safeYes + safeNo;
  return total === 0 ? null : Math.round((100 * safeYes) / total);
}
