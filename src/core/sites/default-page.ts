/** One entry of GET /api/system_sites/{id}/default-pages: a page document ready to publish with POST /api/editor. */
export interface DefaultPage {
  /** The full path (/site-{id}/homepage). */
  path: string;
  pathWithNoSite: string;
  title: string;
  description: string;
  /** A dynamic-content template of the site type's collection, published with is_template. */
  is_template: boolean;
  data: unknown;
}
