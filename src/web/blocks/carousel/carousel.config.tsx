import type { ComponentConfig } from '@puckeditor/core';
import { singleImageField } from '#web/block-fields/puck-image-fields.tsx';
import { Carousel } from './carousel.tsx';
import { CAROUSEL_DEFAULT_PROPS, type CarouselItem, type CarouselProps } from './carousel.types.ts';
import { CAROUSEL_SETTING_FIELDS } from './editor-fields.ts';

const EMPTY_ITEM: CarouselItem = { image: '', alt: '', title: '', description: '', link: '' };

export const carouselConfig: ComponentConfig<CarouselProps> = {
  label: 'Carousel',
  fields: {
    items: {
      type: 'array',
      label: 'Slides',
      arrayFields: {
        image: singleImageField('Image URL'),
        alt: { type: 'text', label: 'Alternative text' },
        title: { type: 'text', label: 'Title' },
        description: { type: 'textarea', label: 'Description' },
        link: { type: 'text', label: 'Link' },
      },
      defaultItemProps: EMPTY_ITEM,
      getItemSummary: (item, index) => item.title || item.alt || `Slide ${(index ?? 0) + 1}`,
    },
    ...CAROUSEL_SETTING_FIELDS,
  },
  defaultProps: CAROUSEL_DEFAULT_PROPS,
  render: ({ puck, id: _id, editMode: _editMode, ...props }) =>
    props.items.some((item) => typeof item.image === 'string' && item.image.trim() !== '') ? (
      <Carousel {...props} puck={puck} />
    ) : (
      <p className="rounded-md border border-dashed border-current/40 p-6 text-center text-sm opacity-70">
        Carousel: add slides with an image URL in the sidebar.
      </p>
    ),
};
