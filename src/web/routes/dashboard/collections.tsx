import { Link } from 'react-router';
import type { Route } from './+types/collections';
import { siteDashboard } from '#core/paths/routes.ts';
import { CollectionsScreen } from '#web/dashboard/collections/collections-screen.tsx';
import { loadSiteForUser } from '#web/dashboard/sites/load-site.server.ts';

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: `Collections · ${d?.site.title ?? 'Site'} · Sitewright` }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { site } = await loadSiteForUser(request, context, params.siteSlug);
  return { site: { uniqueId: site.unique_id, title: site.title } };
}

export default function CollectionsRoute({ loaderData }: Route.ComponentProps) {
  const { site } = loaderData;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <nav aria-label="Breadcrumb" className="text-sm text-fg-muted">
        <Link to={siteDashboard(site.uniqueId)} className="hover:underline">
          {site.title}
        </Link>
      </nav>
      <CollectionsScreen siteUniqueId={site.uniqueId} />
    </div>
  );
}
