export interface SplitPath {
  /** Everything before the first '?' or '#'. */
  pathname: string;
  /** The query and/or hash, with its leading '?' or '#', or ''. */
  suffix: string;
}

export function splitPath(href: string): SplitPath {
  const cut = href.search(/[?#]/);
  return cut === -1 ? { pathname: href, suffix: '' } : { pathname: href.slice(0, cut), suffix: href.slice(cut) };
}

/** Non-empty segments of a pathname; the query and hash are ignored. */
export function pathSegments(path: string): string[] {
  if (typeof path !== 'string') return [];
  return splitPath(path)
    .pathname.split('/')
    .filter((segment) => segment.length > 0);
}
