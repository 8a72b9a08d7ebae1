// The page record the editor sends on publish (spec 1 §3, §7: POST /api/editor).

export interface PageRecord<Data = unknown> {
  /** The editor document (Puck data). */
  data: Data;
  /** Full path, with the site slug for site pages: '/site-abc/about'. */
  path: string;
  /** The same path without the site slug: '/about'. */
  pathWithNoSite: string;
  /** Defaults to a title derived from the path. */
  title: string;
  /** Defaults to a title derived from the path. */
  description: string;
  /** A dynamic-content template (/dynamic-content/{all|manage|view}/{collection}). */
  is_template: boolean;
  /** A page of the manage area (/manage...), not of a site. */
  is_system: boolean;
  /** ISO 8601 timestamps; null before the first publish. */
  published_at: string | null;
  updated_at: string | null;
  created_at: string | null;
  /**
   * The published version the editor started from (0 for a page never published): the server
   * refuses with 409 when a newer one was published since (core/pages/page-version.ts).
   */
  baseVersion: number;
}

/** DELETE /api/editor payload. */
export type PageDeleteRequest = Pick<PageRecord, 'path' | 'pathWithNoSite' | 'is_template' | 'is_system'>;

/** The record of a site page published for the first time: nothing is live at its path yet. */
export function newPageRecord<Data>(page: Pick<PageRecord<Data>, 'data' | 'path' | 'pathWithNoSite' | 'title' | 'description'>): PageRecord<Data> {
  return { ...page, is_template: false, is_system: false, published_at: null, updated_at: null, created_at: null, baseVersion: 0 };
}
