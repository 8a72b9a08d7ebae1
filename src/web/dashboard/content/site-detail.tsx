// The site dialog (spec 2 §2): logo, active/inactive badge, Site ID, URL, dates, page and template
// counts, Site Dashboard, View Site, Site Settings; the description only when it is long.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { siteDashboard, siteSettings } from '#core/paths/routes.ts';
import { Modal } from '#web/ui/modal.tsx';
import { itemText, type ContentItem } from './content-item.ts';
import { DateFacts, DeleteAction, Fact, Facts, PRIMARY_ACTION, SECONDARY_ACTION, Section } from './detail-parts.tsx';
import type { DetailDialogProps } from './detail-props.ts';
import { ImageThumbnail } from './image-thumbnail.tsx';
import { itemTitle } from './item-title.ts';

/** Spec 2 §2: the description section shows when the description is over 60 characters (the card shows shorter ones). */
export const SITE_DESCRIPTION_SECTION_MIN_LENGTH = 60;

/** Where a site is seen: its own URL (custom domain), else its path on this server. */
export function siteViewUrl(site: ContentItem): string {
  return itemText(site, 'url') || `/${itemText(site, 'unique_id')}`;
}

export function SiteDetail({ item, deletable, onClose, onDelete }: DetailDialogProps): ReactNode {
  const uniqueId = itemText(item, 'unique_id');
  const description = itemText(item, 'description');
  const count = (value: unknown) => (typeof value === 'number' ? String(value) : '0');
  const active = item.is_active !== false;
  return (
    <Modal
      open
      onClose={onClose}
      title={itemTitle('site', item)}
      footer={
        <>
          <Link to={siteDashboard(uniqueId)} className={PRIMARY_ACTION}>
            Site Dashboard
          </Link>
          <a href={siteViewUrl(item)} target="_blank" rel="noopener noreferrer" className={SECONDARY_ACTION}>
            View Site
          </a>
          <Link to={siteSettings(uniqueId)} className={SECONDARY_ACTION}>
            Site Settings
          </Link>
          <DeleteAction item={item} shown={deletable} onDelete={onDelete} />
        </>
      }
    >
      <div className="flex flex-col gap-6">
        <div className="flex items-center gap-4">
          <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-surface-muted">
            <ImageThumbnail src={item.image} className="size-full object-contain" />
          </div>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${active ? 'bg-success text-white' : 'bg-fg-muted/10 text-fg-muted'}`}
          >
            {active ? 'Active' : 'Inactive'}
          </span>
        </div>
        {description.length > SITE_DESCRIPTION_SECTION_MIN_LENGTH ? (
          <Section title="Description">
            <p className="text-sm text-fg-muted">{description}</p>
          </Section>
        ) : null}
        <Facts className="lg:grid-cols-3">
          <Fact label="Site ID">{uniqueId}</Fact>
          <Fact label="URL">{siteViewUrl(item)}</Fact>
          <Fact label="Pages">{count(item.page_count)}</Fact>
          <Fact label="Templates">{count(item.template_count)}</Fact>
          <DateFacts item={item} />
        </Facts>
      </div>
    </Modal>
  );
}
