import { FALLBACK_UNNAMED_COLOR, FALLBACK_UNTITLED, FALLBACK_UNTITLED_PAGE, FALLBACK_UNTITLED_SITE } from '#core/content/messages.ts';
import { itemText, type ContentItem } from './content-item.ts';

/** The name a card, a table row and a confirmation call an item by, with the spec 1 §8 fallbacks. */
export function itemTitle(type: string, item: ContentItem): string {
  switch (type) {
    case 'page':
      return itemText(item, 'title') || FALLBACK_UNTITLED_PAGE;
    case 'site':
      return itemText(item, 'title') || FALLBACK_UNTITLED_SITE;
    case 'color':
      return itemText(item, 'label', 'name', 'colorName') || FALLBACK_UNNAMED_COLOR;
    case 'icon':
      return itemText(item, 'name', 'iconName') || FALLBACK_UNTITLED;
    default:
      return itemText(item, 'title', 'name') || FALLBACK_UNTITLED;
  }
}

/** A page's publication state as editors read it. */
export function pageStatus(item: ContentItem): string {
  if (!item.published_at) return 'Draft';
  return item.has_draft === true ? 'Published, draft pending' : 'Published';
}

/** Byte counts as people read them: 1.2 MB. */
export function formatBytes(bytes: unknown): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function formatDate(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en', { dateStyle: 'medium', timeZone: 'UTC' });
}

/** A moment as people read it, to the minute: Nov 23, 2026, 1:07 AM (UTC, as formatDate). */
export function formatDateTime(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
}
