import { Link } from 'react-router';
import { siteDashboard, siteSettings } from '#core/paths/routes.ts';
import { Modal } from '#web/ui/modal.tsx';
import type { SiteCardData } from './site-card.tsx';

const DESCRIPTION_SECTION_MIN_LENGTH = 60;

export function siteViewUrl(site: Pick<SiteCardData, 'url' | 'unique_id'>): string {
  return site.url || `/${site.unique_id}`;
}

/** The site detail dialog of the content manager (spec 2-management §2). */
export function SiteDetailsModal({ site, onClose }: { site: SiteCardData | null; onClose: () => void }) {
  return (
    <Modal open={site !== null} onClose={onClose} title={site?.title || 'Untitled Site'} size="lg">
      {site ? (
        <div className="flex flex-col gap-5">
          <div className="flex items-center gap-4">
            {site.image ? (
              <img src={site.image} alt="" className="size-14 rounded-lg border border-border object-contain" />
            ) : (
              <div aria-hidden className="flex size-14 items-center justify-center rounded-lg bg-surface-muted text-xs text-fg-muted">
                No image
              </div>
            )}
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${site.is_active ? 'bg-success/10 text-success' : 'bg-fg-muted/10 text-fg-muted'}`}
            >
              {site.is_active ? 'Active' : 'Inactive'}
            </span>
          </div>
          {site.description.length > DESCRIPTION_SECTION_MIN_LENGTH ? (
            <section>
              <h3 className="text-sm font-semibold">Description</h3>
              <p className="mt-1 text-sm text-fg-muted">{site.description}</p>
            </section>
          ) : null}
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
            <Item label="Site ID" value={site.unique_id} />
            <Item label="URL" value={siteViewUrl(site)} />
            <Item label="Pages" value={String(site.page_count)} />
            <Item label="Templates" value={String(site.template_count)} />
            <Item label="Created" value={formatDate(site.created_at)} />
            <Item label="Updated" value={formatDate(site.updated_at)} />
          </dl>
          <div className="flex flex-wrap gap-2 border-t border-border pt-4">
            <Link to={siteDashboard(site.unique_id)} className={primaryAction}>
              Site Dashboard
            </Link>
            <a href={siteViewUrl(site)} target="_blank" rel="noreferrer" className={secondaryAction}>
              View Site
            </a>
            <Link to={siteSettings(site.unique_id)} className={secondaryAction}>
              Site Settings
            </Link>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-fg-muted">{label}</dt>
      <dd className="truncate font-medium">{value}</dd>
    </div>
  );
}

function formatDate(iso: string): string {
  return new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
}

const primaryAction =
  'rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-fg hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
const secondaryAction =
  'rounded-md border border-border px-3 py-2 text-sm font-medium hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
