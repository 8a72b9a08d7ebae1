import { data, type AppLoadContext } from 'react-router';
import { ADMIN_ROLE, SITE_PREFIX } from '#core/constants.ts';
import { dataCollectionSource, manageSourceBySlug, type ContentSource } from '#core/content/content-sources.ts';
import { collectionForScope, isManageableDataCollection, isPlatformOnlySource, manageScreenTitle } from '#core/content/manage-screens.ts';
import { requireUser } from '#web/auth/session.server.ts';
import { loadSiteForUser } from '#web/dashboard/sites/load-site.server.ts';

export interface ManageScope {
  source: ContentSource;
  collection: string;
  /** Null: the platform's own content. */
  site: { uniqueId: string; title: string; role: string } | null;
  heading: string;
}

/**
 * Which list a manage URL shows, if the signed-in user may manage it: a site's content for its
 * owners, editors and admins; the platform's for admins; the sites list for everyone signed in
 * (it lists the sites they may work on). Unknown sources and sites answer 404 alike.
 */
export async function loadManageScope(
  request: Request,
  context: AppLoadContext,
  { siteSlug, source: slug, collection: dataCollection }: { siteSlug?: string; source?: string; collection?: string },
): Promise<ManageScope> {
  const user = requireUser(request, context);
  const source = dataCollection !== undefined ? (isManageableDataCollection(dataCollection) ? dataCollectionSource(dataCollection) : null) : manageSourceBySlug(slug ?? '');
  if (source === null) throw data('Not found', { status: 404 });

  if (siteSlug === undefined) {
    if (dataCollection !== undefined) throw data('Not found', { status: 404 });
    if (!isPlatformOnlySource(source.slug) && user.role !== ADMIN_ROLE) throw data('Only administrators manage the platform content', { status: 403 });
    const title = manageScreenTitle(source.slug);
    return { source, collection: collectionForScope(source, null), site: null, heading: source.slug === 'sites' ? title : `Platform: ${title.toLowerCase()}` };
  }

  if (!siteSlug.startsWith(SITE_PREFIX) || isPlatformOnlySource(source.slug)) throw data('Not found', { status: 404 });
  const { site } = await loadSiteForUser(request, context, siteSlug);
  const title = dataCollection ?? manageScreenTitle(source.slug);
  return {
    source,
    collection: collectionForScope(source, site.unique_id),
    site: { uniqueId: site.unique_id, title: site.title, role: site.role },
    heading: `${site.title}: ${dataCollection ?? title.toLowerCase()}`,
  };
}
