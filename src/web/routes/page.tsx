import { lazy, Suspense } from 'react';
import type { Route } from './+types/page';
import { VIEW_DRAFT } from '#core/paths/routes.ts';
import { isEditPath } from '#core/paths/site-prefix.ts';
import { loadDraftPage, loadEditorPage, loadPublicPage } from '#web/pages/load-page.server.ts';
import { PublicPage } from '#web/pages/public-page.tsx';

// The editor is its own chunk: visitors of published pages never download it.
const PageEditor = lazy(() => import('#web/editor/page-editor.tsx'));

export function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  if (isEditPath(pathname)) return loadEditorPage(request, context);
  if (pathname === VIEW_DRAFT || pathname.startsWith(`${VIEW_DRAFT}/`)) return loadDraftPage(request, context);
  return loadPublicPage(request, context);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [{ title: 'Page Not Found' }];
  switch (data.mode) {
    case 'public':
      return [
        { title: data.title },
        { name: 'description', content: data.description },
        ...(data.canonical ? [{ tagName: 'link', rel: 'canonical', href: data.canonical }] : []),
        { property: 'og:title', content: data.title },
        { property: 'og:description', content: data.description },
        { property: 'og:type', content: 'website' },
        { property: 'og:site_name', content: data.siteTitle },
        ...(data.canonical ? [{ property: 'og:url', content: data.canonical }] : []),
        ...(data.image ? [{ property: 'og:image', content: data.image }] : []),
      ];
    case 'draft':
      return [{ title: `Draft: ${data.title}` }, { name: 'robots', content: 'noindex, nofollow' }];
    case 'edit':
      return [{ title: `Edit ${data.page?.title ?? data.defaults.title} · Sitewright` }, { name: 'robots', content: 'noindex, nofollow' }];
    case 'not-found':
      return [{ title: 'Page Not Found' }, { name: 'robots', content: 'noindex' }];
  }
};

const NOT_FOUND_DATA = {
  root: { props: {} },
  content: [{ type: 'NotFound', props: { id: 'not-found', description: 'The page you are looking for does not exist or has moved.' } }],
};

export default function Page({ loaderData }: Route.ComponentProps) {
  switch (loaderData.mode) {
    case 'public':
      return <PublicPage data={loaderData.data} siteSlug={loaderData.siteSlug} currency={loaderData.currency} />;
    case 'not-found':
      return <PublicPage data={NOT_FOUND_DATA} siteSlug={null} />;
    case 'draft':
      return (
        <>
          <p role="status" className="sticky top-0 z-40 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
            {loaderData.hasDraft ? 'Draft preview: visitors do not see these changes until they are published.' : 'This page has no unpublished changes.'}{' '}
            <a className="underline" href={`${loaderData.path}/edit`}>
              Back to the editor
            </a>
          </p>
          <PublicPage data={loaderData.data} siteSlug={loaderData.siteSlug} currency={loaderData.currency} />
        </>
      );
    case 'edit':
      return (
        <Suspense fallback={<EditorLoading />}>
          {/* Keyed by path: the editor's state belongs to one page, and another path is another editor. */}
          <PageEditor key={loaderData.path} {...loaderData} />
        </Suspense>
      );
  }
}

function EditorLoading() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-screen items-center justify-center text-fg-muted">
      Loading the editor…
    </div>
  );
}
