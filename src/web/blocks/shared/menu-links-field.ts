import type { ArrayField } from '@puckeditor/core';
import { LINK_TARGET_OPTIONS } from '#core/options/link-targets.ts';
import { fieldOptions } from '../shared/field-options.ts';
import { EMPTY_MENU_LINK, type MenuLink } from '#web/site/menu-links.ts';

/** The editor field for a list of menu links, shared by the navigation and dropdown menus. */
export const menuLinksField: ArrayField<MenuLink[]> = {
  type: 'array',
  label: 'Links',
  arrayFields: {
    label: { type: 'text', label: 'Label' },
    href: { type: 'text', label: 'Link (empty: plain text)' },
    target: { type: 'select', label: 'Open in', options: fieldOptions(LINK_TARGET_OPTIONS) },
  },
  defaultItemProps: EMPTY_MENU_LINK,
  getItemSummary: (item, index) => item.label || `Link ${(index ?? 0) + 1}`,
};
