import { lazy, Suspense } from 'react';
import type { Route } from './+types/section-edit';
import { loadSiteForUser } from '#web/dashboard/sites/load-site.server.ts';

// The editor is its own chunk, as the page editor is.
const SectionEditor = lazy(() => import('#web/sections/section-editor.tsx'));

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: `Edit section · ${d?.site.title ?? 'Site'} · Sitewright` }, { name: 'robots', content: 'noindex, nofollow' }];

/** One reusable section's editor (decision 071), full screen like the page editor; the API checks each request. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { site } = await loadSiteForUser(request, context, params.siteSlug);
  return { site: { uniqueId: site.unique_id, title: site.title }, sectionId: params.sectionId };
}

export default function SectionEditRoute({ loaderData }: Route.ComponentProps) {
  return (
    <Suspense
      fallback={
        <div role="status" aria-live="polite" className="flex min-h-screen items-center justify-center text-fg-muted">
          Loading the editor…
        </div>
      }
    >
      <SectionEditor key={loaderData.sectionId} siteUniqueId={loaderData.site.uniqueId} sectionId={loaderData.sectionId} />
    </Suspense>
  );
}
