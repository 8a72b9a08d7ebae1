// The sites screen opens the content manager's site dialog, so there is one site dialog.
import type { ReactNode } from 'react';
import { SYSTEM_SITES } from '#core/collections.ts';
import type { ContentItem } from '#web/dashboard/content/content-item.ts';
import { SiteDetail, siteViewUrl as viewUrlOf } from '#web/dashboard/content/site-detail.tsx';
import type { SiteCardData } from './site-card.tsx';

export function siteViewUrl(site: Pick<SiteCardData, 'url' | 'unique_id'>): string {
  return viewUrlOf({ ...site });
}

/** The site detail dialog of the content manager (spec 2-management §2); open while `site` is set. */
export function SiteDetailsModal({ site, onClose }: { site: SiteCardData | null; onClose: () => void }): ReactNode {
  if (site === null) return null;
  const item: ContentItem = { ...site };
  return <SiteDetail item={item} collection={SYSTEM_SITES} siteUniqueId={site.unique_id} deletable={false} onClose={onClose} onDelete={() => {}} onChanged={() => {}} />;
}
