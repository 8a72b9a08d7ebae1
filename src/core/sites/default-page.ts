/** One entry of GET /api/system_sites/{id}/default-pages: a page document ready to publish with POST /api/editor. */
export interface DefaultPage {
  /** The full path (/site-{id}/homepage). */
  path: string;
  pathWithNoSite: string;
  title: string;
  description: string;
  data: unknown;
}
