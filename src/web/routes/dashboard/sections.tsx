import type { Route } from './+types/sections';
import { SECTIONS_SCREEN } from '#core/sections/messages.ts';
import { loadSiteForUser } from '#web/dashboard/sites/load-site.server.ts';
import { SiteScreenFrame } from '#web/dashboard/sites/site-screen-frame.tsx';
import { SectionsScreen } from '#web/sections/sections-screen.tsx';

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: `${SECTIONS_SCREEN.title} · ${d?.site.title ?? 'Site'} · Sitewright` }];

/** A site's reusable sections (decision 071) for its members; the API checks each request again. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { site } = await loadSiteForUser(request, context, params.siteSlug);
  return { site: { uniqueId: site.unique_id, title: site.title } };
}

export default function SectionsRoute({ loaderData }: Route.ComponentProps) {
  const { site } = loaderData;
  return (
    <SiteScreenFrame site={site}>
      <SectionsScreen siteId={site.uniqueId} heading={SECTIONS_SCREEN.heading(site.title)} />
    </SiteScreenFrame>
  );
}
