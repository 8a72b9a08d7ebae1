import type { ContentType } from '#core/content/content-sources.ts';
import { itemId, itemText, type ContentItem } from './content-item.ts';

/**
 * What tells two list items apart, for de-duplication on Load More and React keys. Built-in
 * colours and icons have no database id: a colour is its value ('red-500'), a built-in icon its
 * set and name.
 */
export function listItemKey(type: ContentType | string, item: ContentItem): string {
  if (type === 'color') return itemText(item, 'value', 'id', 'hex');
  if (type === 'icon') return itemId(item) || `${itemText(item, 'set')}:${itemText(item, 'iconName', 'name')}`;
  return itemId(item);
}
