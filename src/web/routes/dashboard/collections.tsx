import type { Route } from './+types/collections';
import { CollectionsScreen } from '#web/dashboard/collections/collections-screen.tsx';
import { loadSiteForUser } from '#web/dashboard/sites/load-site.server.ts';
import { SiteScreenFrame } from '#web/dashboard/sites/site-screen-frame.tsx';

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: `Collections · ${d?.site.title ?? 'Site'} · Sitewright` }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { site } = await loadSiteForUser(request, context, params.siteSlug);
  return { site: { uniqueId: site.unique_id, title: site.title } };
}

export default function CollectionsRoute({ loaderData }: Route.ComponentProps) {
  const { site } = loaderData;
  return (
    <SiteScreenFrame site={site}>
      <CollectionsScreen siteUniqueId={site.uniqueId} />
    </SiteScreenFrame>
  );
}
