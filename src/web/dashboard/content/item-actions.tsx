import type { ReactNode } from 'react';
import { editPath, siteDashboard } from '#core/paths/routes.ts';
import { siteViewUrl } from '#web/dashboard/sites/site-details-modal.tsx';
import { itemText, type ContentItem } from './content-item.ts';

export interface ItemActionsProps {
  type: string;
  item: ContentItem;
  /**
   * The id of the element naming the item: each of many identical 'View' buttons is described by
   * it, while its name stays short so it never competes with the card's own button.
   */
  describedBy: string;
  /** Absent when the item is not edited in the dashboard (records of data collections are). */
  onEdit?: () => void;
  /** Absent when the source or the item cannot be deleted. */
  onDelete?: () => void;
  deleting?: boolean;
}

const ACTION = 'rounded-md border border-border bg-surface px-2.5 py-1 text-xs font-medium hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
const DANGER = 'rounded-md border border-danger/40 bg-surface px-2.5 py-1 text-xs font-medium text-danger hover:bg-danger/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60';

/** Spec 1 §2: a page's View opens it and Edit its editor, both in a new tab; a site's View opens it, Edit its dashboard. */
export function ItemActions({ type, item, describedBy, onEdit, onDelete, deleting = false }: ItemActionsProps): ReactNode {
  const links = linksFor(type, item);
  if (links.length === 0 && !onEdit && !onDelete) return null;
  return (
    <>
      {links.map((link) => (
        <a
          key={link.label}
          href={link.href}
          className={ACTION}
          aria-describedby={describedBy}
          {...(link.newTab ? { target: '_blank', rel: 'noreferrer', title: 'Opens in a new tab' } : {})}
        >
          {link.label}
        </a>
      ))}
      {onEdit ? (
        <button type="button" onClick={onEdit} className={ACTION} aria-describedby={describedBy}>
          Edit
        </button>
      ) : null}
      {onDelete ? (
        <button type="button" onClick={onDelete} disabled={deleting} aria-busy={deleting || undefined} className={DANGER} aria-describedby={describedBy}>
          {deleting ? 'Deleting…' : 'Delete'}
        </button>
      ) : null}
    </>
  );
}

function linksFor(type: string, item: ContentItem): { label: string; href: string; newTab: boolean }[] {
  if (type === 'page') {
    const path = itemText(item, 'path');
    return path ? [{ label: 'View', href: path, newTab: true }, { label: 'Edit', href: editPath(path), newTab: true }] : [];
  }
  if (type === 'site') {
    const uniqueId = itemText(item, 'unique_id');
    if (!uniqueId) return [];
    return [
      { label: 'View', href: siteViewUrl({ url: itemText(item, 'url') || null, unique_id: uniqueId }), newTab: true },
      // The dashboard is this app: it opens here, like every other dashboard link.
      { label: 'Edit', href: siteDashboard(uniqueId), newTab: false },
    ];
  }
  return [];
}
