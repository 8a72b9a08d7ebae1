import type { ComponentConfig } from '@puckeditor/core';
import { LINK_TARGET_OPTIONS } from '#core/options/link-targets.ts';
import { NavMenu } from './nav-menu.tsx';
import { EMPTY_MENU_LINK, NAV_MENU_DEFAULT_PROPS, type NavMenuProps } from './nav-menu.types.ts';
import { fieldOptions } from '../shared/field-options.ts';

export const navMenuConfig: ComponentConfig<NavMenuProps> = {
  label: 'Navigation menu',
  fields: {
    title: { type: 'text', label: 'Site name' },
    logo: { type: 'text', label: 'Logo image URL (empty: show the site name)' },
    logoAlt: { type: 'text', label: 'Logo alternative text' },
    homeHref: { type: 'text', label: 'Logo link' },
    links: {
      type: 'array',
      label: 'Links',
      arrayFields: {
        label: { type: 'text', label: 'Label' },
        href: { type: 'text', label: 'Link (empty: plain text)' },
        target: { type: 'select', label: 'Open in', options: fieldOptions(LINK_TARGET_OPTIONS) },
      },
      defaultItemProps: EMPTY_MENU_LINK,
      getItemSummary: (item, index) => item.label || `Link ${(index ?? 0) + 1}`,
    },
    ariaLabel: { type: 'text', label: 'Accessible name of the navigation' },
  },
  defaultProps: NAV_MENU_DEFAULT_PROPS,
  render: ({ id: _id, editMode: _editMode, ...props }) => <NavMenu {...props} />,
};
