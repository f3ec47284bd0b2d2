/** What a console search matches with `ilike`: the words as typed, `%`, `_` and `\` taken literally. */
export const containsPattern = (words: string): string => `%${words.replace(/[\\%_]/gu, (c) => `\\${c}`)}%`;
