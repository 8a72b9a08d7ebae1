export const TRUNCATION_ELLIPSIS = '...';

/**
 * Keeps the first `count` words of `text` and adds an ellipsis when words were dropped.
 * A count of 0 or less (the editor's "textDisplayLength" default) means no truncation.
 */
export function truncateWords(text: string, count: number): string {
  if (typeof text !== 'string') return '';
  if (!Number.isFinite(count) || count <= 0) return text;
  const words = text.trim().split(/\s+/).filter((word) => word.length > 0);
  const limit = Math.floor(count);
  if (limit <= 0 || words.length <= limit) return text;
  return `${words.slice(0, limit).join(' ')}${TRUNCATION_ELLIPSIS}`;
}
