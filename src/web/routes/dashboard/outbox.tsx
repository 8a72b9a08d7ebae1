import { Link, data } from 'react-router';
import type { Route } from './+types/outbox';
import { ADMIN_ROLE } from '#core/constants.ts';
import { OUTBOX_MESSAGES } from '#core/mail/messages.ts';
import { siteDashboard } from '#core/paths/routes.ts';
import { requireUser } from '#web/auth/session.server.ts';
import { OutboxScreen } from '#web/dashboard/mail/outbox-screen.tsx';
import { loadSiteForUser } from '#web/dashboard/sites/load-site.server.ts';

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: `${OUTBOX_MESSAGES.title} · ${d?.site?.title ?? 'Platform'} · Sitewright` }];

/** A site's outbox for its owners, editors and admins; /dashboard/outbox (every site's mail) for admins. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (params.siteSlug !== undefined) {
    const { site } = await loadSiteForUser(request, context, params.siteSlug);
    return { site: { uniqueId: site.unique_id, title: site.title } };
  }
  const user = requireUser(request, context);
  if (user.role !== ADMIN_ROLE) throw data('Only administrators read every site\'s mail', { status: 403 });
  return { site: null };
}

export default function OutboxRoute({ loaderData }: Route.ComponentProps) {
  const { site } = loaderData;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      {site ? (
        <nav aria-label="Breadcrumb" className="text-sm text-fg-muted">
          <Link to={siteDashboard(site.uniqueId)} className="hover:underline">
            {site.title}
          </Link>
        </nav>
      ) : null}
      <OutboxScreen siteUniqueId={site?.uniqueId ?? null} heading={site ? `${site.title}: ${OUTBOX_MESSAGES.title.toLowerCase()}` : `Platform: ${OUTBOX_MESSAGES.title.toLowerCase()}`} />
    </div>
  );
}
