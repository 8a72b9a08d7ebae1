import { Link, data } from 'react-router';
import type { Route } from './+types/home';
import { DASHBOARD, LOGIN } from '#core/paths/routes.ts';
import { publicPagePayload } from '#web/pages/load-page.server.ts';
import { PublicPage } from '#web/pages/public-page.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  // A custom domain's root, or the platform's own published /homepage, wins over the built-in landing.
  const { payload, status, headers } = await publicPagePayload(request, context);
  if (payload.mode === 'public') return data(payload, { status, headers });
  return { mode: 'landing' as const, signedIn: Boolean(context.user) };
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ data }) =>
  data?.mode === 'public'
    ? [
        { title: data.title },
        { name: 'description', content: data.description },
        ...(data.canonical ? [{ tagName: 'link', rel: 'canonical', href: data.canonical }] : []),
        { property: 'og:title', content: data.title },
        { property: 'og:description', content: data.description },
      ]
    : [
        { title: 'Sitewright — build, publish and sell' },
        { name: 'description', content: 'A self-hosted, multi-site page builder with a content manager and a storefront.' },
      ];

export default function Home({ loaderData }: Route.ComponentProps) {
  if (loaderData.mode === 'public') return <PublicPage data={loaderData.data} siteSlug={loaderData.siteSlug} currency={loaderData.currency} />;
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col justify-center gap-6 px-6 py-16">
      <p className="text-sm font-semibold uppercase tracking-wider text-primary">Sitewright</p>
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Build sites from blocks, publish them, and sell.</h1>
      <p className="text-lg text-fg-muted">
        A self-hosted page builder with a content manager and a storefront. Start on the embedded database, scale out on PostgreSQL.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to={loaderData.signedIn ? DASHBOARD : LOGIN} className="rounded-md bg-primary px-5 py-2.5 font-medium text-primary-fg hover:bg-primary-hover">
          {loaderData.signedIn ? 'Open the dashboard' : 'Sign in'}
        </Link>
      </div>
    </main>
  );
}
