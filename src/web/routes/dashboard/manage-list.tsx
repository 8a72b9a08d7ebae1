import { data } from 'react-router';
import type { Route } from './+types/manage-list';
import { SITE_PREFIX } from '#core/constants.ts';
import { editPath } from '#core/paths/routes.ts';
import { requireUser } from '#web/auth/session.server.ts';
import { HttpError } from '#server/http/errors.ts';
import { listPagesFor } from '#server/modules/pages/list-pages.ts';

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: `${d?.heading ?? 'Pages'} · Sitewright` }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const kind = new URL(request.url).pathname.endsWith('/dynamic-content') ? 'template' : 'page';
  const slug = params.siteSlug ?? null;
  if (slug !== null && !slug.startsWith(SITE_PREFIX)) throw data('Not found', { status: 404 });
  try {
    const result = await listPagesFor(context.deps.database.db, user, slug ? slug.slice(SITE_PREFIX.length) : null, kind);
    const scope = result.siteTitle ?? 'Platform';
    return { ...result, kind, heading: `${scope}: ${kind === 'page' ? 'pages' : 'dynamic-content templates'}` };
  } catch (error) {
    if (error instanceof HttpError) throw data(error.message, { status: error.status });
    throw error;
  }
}

export default function ManageList({ loaderData }: Route.ComponentProps) {
  const { items, heading, kind } = loaderData;
  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex items-baseline justify-between">
        <h1 className="text-2xl font-bold">{heading}</h1>
        <p className="text-sm text-fg-muted">
          {items.length} of {items.length} items
        </p>
      </div>
      {items.length === 0 ? (
        <p className="mt-10 rounded-xl border border-dashed border-border p-10 text-center text-fg-muted">No items found</p>
      ) : (
        <table className="mt-6 w-full overflow-hidden rounded-xl border border-border bg-surface text-left text-sm">
          <thead className="bg-surface-muted text-fg-muted">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">Title</th>
              <th scope="col" className="px-4 py-2 font-medium">Path</th>
              <th scope="col" className="px-4 py-2 font-medium">Status</th>
              <th scope="col" className="px-4 py-2 font-medium"><span className="sr-only">Actions</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {items.map((item) => (
              <tr key={item.path}>
                <td className="px-4 py-2 font-medium">{item.title || (kind === 'page' ? 'Untitled Page' : 'Untitled')}</td>
                <td className="px-4 py-2 font-mono text-xs">{item.pathWithNoSite}</td>
                <td className="px-4 py-2">{item.published_at ? (item.has_draft ? 'Published, draft pending' : 'Published') : 'Draft'}</td>
                <td className="px-4 py-2 text-right">
                  <a className="mr-3 text-primary hover:underline" href={item.path} target="_blank" rel="noreferrer">View</a>
                  <a className="text-primary hover:underline" href={editPath(item.path)} target="_blank" rel="noreferrer">Edit</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
