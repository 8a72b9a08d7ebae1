import type { ComponentConfig } from '@puckeditor/core';
import { withPickedAlt } from '#web/block-fields/picked-image-alts.ts';
import { singleImageField } from '#web/block-fields/puck-image-fields.tsx';
import { Logo } from './logo.tsx';
import { LOGO_DEFAULT_PROPS, type LogoProps } from './logo.types.ts';

export const logoConfig: ComponentConfig<LogoProps> = {
  label: 'Logo',
  fields: {
    image: singleImageField('Image URL (empty: show the text)'),
    alt: { type: 'text', label: 'Alternative text (defaults to the text)' },
    text: { type: 'text', label: 'Text' },
    href: { type: 'text', label: 'Link (empty: no link)' },
    height: { type: 'number', label: 'Image height (px)', min: 12, max: 200, step: 1 },
  },
  defaultProps: LOGO_DEFAULT_PROPS,
  resolveData: (data, { changed }) => ({ ...data, props: withPickedAlt(data.props, 'image', 'alt', changed.image === true) }),
  render: ({ id: _id, editMode: _editMode, ...props }) => <Logo {...props} />,
};
