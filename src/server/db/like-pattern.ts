/**
 * Escapes LIKE's wildcards (%, _) and its escape character (\, PostgreSQL's default) so that the
 * text matches literally. The result is bound as a parameter, so quotes need nothing here.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A LIKE / ILIKE pattern matching values that contain `text` anywhere, literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
