import { useState } from 'react';
import type { Route } from './+types/sites';
import { requireUser } from '#web/auth/session.server.ts';
import { listSitesForActor } from '#server/modules/sites/queries.ts';
import { CreateSiteButton } from '#web/dashboard/sites/create-site-dialog.tsx';
import { SiteCard, type SiteCardData } from '#web/dashboard/sites/site-card.tsx';
import { SiteDetailsModal } from '#web/dashboard/sites/site-details-modal.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Sites · Sitewright' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  return { sites: await listSitesForActor(context.deps.database.db, user) };
}

export default function Sites({ loaderData }: Route.ComponentProps) {
  const [selected, setSelected] = useState<SiteCardData | null>(null);
  const { sites } = loaderData;
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Sites</h1>
        <div className="flex items-center gap-4">
          <p className="text-sm text-fg-muted">
            {sites.length} of {sites.length} items
          </p>
          <CreateSiteButton />
        </div>
      </div>
      {sites.length === 0 ? (
        <p className="mt-10 rounded-xl border border-dashed border-border p-10 text-center text-fg-muted">No items found</p>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-5">
          {sites.map((site) => (
            <li key={site.unique_id}>
              <SiteCard site={site} onOpen={setSelected} />
            </li>
          ))}
        </ul>
      )}
      <SiteDetailsModal site={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
