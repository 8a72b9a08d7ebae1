import type { ArrayField, ComponentConfig } from '@puckeditor/core';
import { withPickedAlt } from '#web/block-fields/picked-image-alts.ts';
import { singleImageField } from '#web/block-fields/puck-image-fields.tsx';
import { menuLinksField } from '../shared/menu-links-field.ts';
import { Footer } from './footer.tsx';
import { EMPTY_FOOTER_COLUMN, EMPTY_SOCIAL_LINK, FOOTER_DEFAULT_PROPS, type FooterColumn, type FooterProps, type SocialLink } from './footer.types.ts';

const socialLinksField: ArrayField<SocialLink[]> = {
  type: 'array',
  label: 'Social links',
  arrayFields: {
    label: { type: 'text', label: 'Name (e.g. Instagram)' },
    href: { type: 'text', label: 'Link' },
  },
  defaultItemProps: EMPTY_SOCIAL_LINK,
  getItemSummary: (item, index) => item.label || `Social link ${(index ?? 0) + 1}`,
};

const columnsField: ArrayField<FooterColumn[]> = {
  type: 'array',
  label: 'Link columns',
  arrayFields: {
    title: { type: 'text', label: 'Title' },
    links: menuLinksField,
  },
  defaultItemProps: EMPTY_FOOTER_COLUMN,
  getItemSummary: (item, index) => item.title || `Column ${(index ?? 0) + 1}`,
};

export const footerConfig: ComponentConfig<FooterProps> = {
  label: 'Footer',
  fields: {
    title: { type: 'text', label: 'Site name' },
    logo: singleImageField('Logo image URL (empty: show the site name)'),
    logoAlt: { type: 'text', label: 'Logo alternative text' },
    logoHref: { type: 'text', label: 'Logo link' },
    description: { type: 'textarea', label: 'Description' },
    socialLinks: socialLinksField,
    columns: columnsField,
    copyright: { type: 'text', label: 'Small print (e.g. © 2026 My Site)' },
  },
  defaultProps: FOOTER_DEFAULT_PROPS,
  resolveData: (data, { changed }) => ({ ...data, props: withPickedAlt(data.props, 'logo', 'logoAlt', changed.logo === true) }),
  render: ({ id: _id, editMode: _editMode, ...props }) => <Footer {...props} />,
};
