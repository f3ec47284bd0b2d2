/** A score as the screens show it: one decimal at most, with a percent sign. */
export const formatScore = (score: number): string =>
  `${Number.isInteger(score) ? score : score.toFixed(1)} %`;
