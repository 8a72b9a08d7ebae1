import type { ComponentConfig, ObjectField } from '@puckeditor/core';
import { withPickedAlt } from '#web/block-fields/picked-image-alts.ts';
import { singleImageField } from '#web/block-fields/puck-image-fields.tsx';
import { NavMenu } from './nav-menu.tsx';
import { menuLinksField } from '../shared/menu-links-field.ts';
import { YES_NO_OPTIONS } from '../shared/field-options.ts';
import { NAV_MENU_DEFAULT_PROPS, type ButtonPlacement, type NavMenuProps } from './nav-menu.types.ts';

/** Spec 3 §2: a navigation button shown per desktop and mobile placement flags. */
function placementField(label: string): ObjectField<ButtonPlacement | undefined> {
  return {
    type: 'object',
    label,
    objectFields: {
      desktop: { type: 'radio', label: 'On wide screens', options: [...YES_NO_OPTIONS] },
      mobile: { type: 'radio', label: 'On small screens', options: [...YES_NO_OPTIONS] },
    },
  };
}

export const navMenuConfig: ComponentConfig<NavMenuProps> = {
  label: 'Navigation menu',
  fields: {
    title: { type: 'text', label: 'Site name' },
    logo: singleImageField('Logo image URL (empty: show the site name)'),
    logoAlt: { type: 'text', label: 'Logo alternative text' },
    homeHref: { type: 'text', label: 'Logo link' },
    links: { ...menuLinksField, label: 'Top menu links' },
    sideLinks: { ...menuLinksField, label: 'Side menu links (the top menu is in it on small screens)' },
    cart: placementField('Cart button'),
    wishlist: placementField('Wishlist button'),
    login: placementField('Login button (signed-out visitors)'),
    userMenu: placementField('User menu (signed-in visitors)'),
    ariaLabel: { type: 'text', label: 'Accessible name of the navigation' },
  },
  defaultProps: NAV_MENU_DEFAULT_PROPS,
  resolveData: (data, { changed }) => ({ ...data, props: withPickedAlt(data.props, 'logo', 'logoAlt', changed.logo === true) }),
  render: ({ id: _id, editMode: _editMode, ...props }) => <NavMenu {...props} />,
};
