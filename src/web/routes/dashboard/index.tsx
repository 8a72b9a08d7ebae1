import { Link } from 'react-router';
import type { Route } from './+types/index';
import { DASHBOARD_SITES } from '#core/paths/routes.ts';
import { requireUser } from '#web/auth/session.server.ts';
import { sitesOfUser } from '#web/dashboard/sites/load-site.server.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Dashboard · Sitewright' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const sites = await sitesOfUser(context, user);
  return {
    name: user.name,
    isAdmin: user.role === 'admin',
    siteCount: sites.length,
    pageCount: sites.reduce((n, s) => n + s.page_count, 0),
    templateCount: sites.reduce((n, s) => n + s.template_count, 0),
  };
}

export default function DashboardHome({ loaderData }: Route.ComponentProps) {
  const stats = [
    { label: 'Sites', value: loaderData.siteCount },
    { label: 'Pages', value: loaderData.pageCount },
    { label: 'Templates', value: loaderData.templateCount },
  ];
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <p className="mt-1 text-fg-muted">
        Welcome, {loaderData.name}.{loaderData.isAdmin ? ' You are a platform administrator.' : ''}
      </p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        {stats.map((s) => (
          <div key={s.label} className="rounded-xl border border-border bg-surface p-5">
            <dt className="text-sm text-fg-muted">{s.label}</dt>
            <dd className="mt-1 text-3xl font-semibold">{s.value}</dd>
          </div>
        ))}
      </dl>
      <Link to={DASHBOARD_SITES} className="mt-6 inline-block rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-fg hover:bg-primary-hover">
        Go to your sites
      </Link>
    </div>
  );
}
