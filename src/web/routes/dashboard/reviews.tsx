import type { Route } from './+types/reviews';
import { MODERATION_TITLE, moderationHeading } from '#core/reviews/messages.ts';
import { ReviewsScreen } from '#web/dashboard/reviews/reviews-screen.tsx';
import { loadSiteForUser } from '#web/dashboard/sites/load-site.server.ts';
import { SiteScreenFrame } from '#web/dashboard/sites/site-screen-frame.tsx';

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: `${MODERATION_TITLE} · ${d?.site.title ?? 'Site'} · Sitewright` }];

/** A site's reviews to moderate, for its owners, editors and admins (the API checks the same again). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { site } = await loadSiteForUser(request, context, params.siteSlug);
  return { site: { uniqueId: site.unique_id, title: site.title } };
}

export default function ReviewsRoute({ loaderData }: Route.ComponentProps) {
  const { site } = loaderData;
  return (
    <SiteScreenFrame site={site} wide={false}>
      <ReviewsScreen siteId={site.uniqueId} heading={moderationHeading(site.title)} />
    </SiteScreenFrame>
  );
}
