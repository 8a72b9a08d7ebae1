import type { ComponentConfig } from '@puckeditor/core';
import { withPickedAlt } from '#web/editor/fields/picked-image-alts.ts';
import { singleImageField } from '#web/editor/fields/puck-image-fields.tsx';
import { NavMenu } from './nav-menu.tsx';
import { menuLinksField } from './menu-links-field.ts';
import { NAV_MENU_DEFAULT_PROPS, type NavMenuProps } from './nav-menu.types.ts';

export const navMenuConfig: ComponentConfig<NavMenuProps> = {
  label: 'Navigation menu',
  fields: {
    title: { type: 'text', label: 'Site name' },
    logo: singleImageField('Logo image URL (empty: show the site name)'),
    logoAlt: { type: 'text', label: 'Logo alternative text' },
    homeHref: { type: 'text', label: 'Logo link' },
    links: menuLinksField,
    ariaLabel: { type: 'text', label: 'Accessible name of the navigation' },
  },
  defaultProps: NAV_MENU_DEFAULT_PROPS,
  resolveData: (data, { changed }) => ({ ...data, props: withPickedAlt(data.props, 'logo', 'logoAlt', changed.logo === true) }),
  render: ({ id: _id, editMode: _editMode, ...props }) => <NavMenu {...props} />,
};
