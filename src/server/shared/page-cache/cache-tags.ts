/** The cache tag every cached page of a site (or of the platform) carries: invalidating it drops them all. */
export function scopeTagOf(siteId: string | null): string {
  return siteId ? `site:${siteId}` : 'platform';
}

/** Cache tags of a page: its site (or the platform) and the page itself. */
export function cacheTagsOf(siteId: string | null, pathWithNoSite: string): string[] {
  const scope = scopeTagOf(siteId);
  return [scope, `${scope}:page:${pathWithNoSite}`];
}
