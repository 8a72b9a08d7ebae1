import { Link } from 'react-router';
import type { Route } from './+types/manage';
import { DASHBOARD_SITES, siteDashboard } from '#core/paths/routes.ts';
import { ContentManager } from '#web/dashboard/content/content-manager.tsx';
import { loadManageScope } from '#web/dashboard/content/load-manage-scope.server.ts';

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: `${d?.heading ?? 'Content'} · Sitewright` }];

/** The four older routes (ids platform-pages, site-pages, …) name their source by their last segment. */
function sourceOf(request: Request, params: { source?: string }): string {
  return params.source ?? new URL(request.url).pathname.split('/').filter(Boolean).at(-1) ?? '';
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const scope = await loadManageScope(request, context, {
    siteSlug: 'siteSlug' in params ? params.siteSlug : undefined,
    source: sourceOf(request, params as { source?: string }),
    collection: 'collection' in params ? params.collection : undefined,
  });
  return scope;
}

export default function ManageScreen({ loaderData }: Route.ComponentProps) {
  const { source, collection, site, heading } = loaderData;
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label="Breadcrumb" className="text-sm text-fg-muted">
        {site ? (
          <Link to={siteDashboard(site.uniqueId)} className="hover:underline">
            {site.title}
          </Link>
        ) : (
          <Link to={DASHBOARD_SITES} className="hover:underline">
            Platform
          </Link>
        )}
      </nav>
      {/* Keyed by list, so moving between screens starts each with its own search, filters and view. */}
      <ContentManager key={`${site?.uniqueId ?? ''}/${collection}`} source={source} collection={collection} siteUniqueId={site?.uniqueId ?? null} heading={heading} />
    </div>
  );
}
