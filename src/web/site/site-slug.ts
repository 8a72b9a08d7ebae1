/**
 * What a block needs to build site-scoped links. `siteSlug` can be passed directly; on pages Puck
 * renders, the lead passes it as Puck metadata (`<Render metadata={{ siteSlug }}>`), which reaches
 * every block as `puck.metadata`.
 */
export interface SiteSlugProps {
  siteSlug?: string | null;
  puck?: { readonly metadata?: Readonly<Record<string, unknown>> };
}

/** The site slug from the block's own prop first, then from Puck's render metadata. */
export function siteSlugOf({ siteSlug, puck }: SiteSlugProps): string | undefined {
  if (typeof siteSlug === 'string' && siteSlug !== '') return siteSlug;
  const fromMetadata = puck?.metadata?.siteSlug;
  return typeof fromMetadata === 'string' && fromMetadata !== '' ? fromMetadata : undefined;
}
