import { data } from 'react-router';
import type { Route } from './+types/site';
import { requireUser } from '#web/auth/session.server.ts';
import { listSitesForActor } from '#server/modules/sites/queries.ts';
import { siteViewUrl } from '#web/dashboard/sites/site-details-modal.tsx';

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: `${d?.site.title ?? 'Site'} · Sitewright` }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const uniqueId = params.siteSlug.startsWith('site-') ? params.siteSlug.slice(5) : null;
  const site = uniqueId ? (await listSitesForActor(context.deps.database.db, user)).find((s) => s.unique_id === uniqueId) : undefined;
  // Sites the user may not see answer exactly like sites that do not exist.
  if (!site) throw data('Site not found', { status: 404 });
  return { site };
}

export default function SiteDashboard({ loaderData }: Route.ComponentProps) {
  const { site } = loaderData;
  return (
    <div className="mx-auto max-w-5xl">
      <p className="text-sm text-fg-muted">Site</p>
      <h1 className="text-2xl font-bold">{site.title}</h1>
      <p className="mt-2 max-w-2xl text-fg-muted">{site.description}</p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        <div className="rounded-xl border border-border bg-surface p-5">
          <dt className="text-sm text-fg-muted">Pages</dt>
          <dd className="mt-1 text-3xl font-semibold">{site.page_count}</dd>
        </div>
        <div className="rounded-xl border border-border bg-surface p-5">
          <dt className="text-sm text-fg-muted">Templates</dt>
          <dd className="mt-1 text-3xl font-semibold">{site.template_count}</dd>
        </div>
        <div className="rounded-xl border border-border bg-surface p-5">
          <dt className="text-sm text-fg-muted">Your role</dt>
          <dd className="mt-1 text-3xl font-semibold capitalize">{site.role}</dd>
        </div>
      </dl>
      <a href={siteViewUrl(site)} target="_blank" rel="noreferrer" className="mt-6 inline-block rounded-md border border-border bg-surface px-4 py-2 text-sm font-medium hover:bg-surface-muted">
        View Site
      </a>
    </div>
  );
}
