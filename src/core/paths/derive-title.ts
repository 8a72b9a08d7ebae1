// Page title and description default to a title derived from the page path (spec 1 §3).
import { stripEditSuffix, stripSitePrefix } from './site-prefix.ts';
import { pathSegments } from './split-path.ts';

export const HOMEPAGE_TITLE = 'Homepage';

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A stray '%' is not an encoding; show the segment as typed.
    return segment;
  }
}

/**
 * '/about-us/our_team' => 'Our Team', '/site-abc/contact' => 'Contact', '/' => 'Homepage'.
 * Uses the last segment; dashes and underscores become spaces; each word gets a capital first letter.
 */
export function deriveTitleFromPath(path: string): string {
  if (typeof path !== 'string') return '';
  const segments = pathSegments(stripEditSuffix(stripSitePrefix(path.trim())));
  const last = segments[segments.length - 1];
  if (last === undefined) return HOMEPAGE_TITLE;
  const decoded = decode(last);
  const words = decoded.split(/[\s_-]+/).filter((word) => word.length > 0);
  // A segment made only of separators has no words; show it rather than inventing a title.
  if (words.length === 0) return decoded;
  return words.map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`).join(' ');
}
