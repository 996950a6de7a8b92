// Search terms inside SQL LIKE patterns.

/** `%word%` with LIKE's wildcards escaped, so a search for "50%" means the text "50%". */
export function containsPattern(word: string) {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
