import type { ComponentConfig } from '@puckeditor/core';
import { onOffField } from '../carousel/editor-fields.ts';
import { ImageGallery } from './image-gallery.tsx';
import { EMPTY_GALLERY_IMAGE, IMAGE_GALLERY_DEFAULT_PROPS, type ImageGalleryProps } from './image-gallery.types.ts';

export const imageGalleryConfig: ComponentConfig<ImageGalleryProps> = {
  label: 'Image gallery',
  fields: {
    images: {
      type: 'array',
      label: 'Images',
      arrayFields: {
        url: { type: 'text', label: 'Image URL' },
        alt: { type: 'text', label: 'Alternative text' },
        title: { type: 'text', label: 'Title' },
        description: { type: 'textarea', label: 'Description' },
        width: { type: 'number', label: 'Width (px, optional)', min: 0 },
        height: { type: 'number', label: 'Height (px, optional)', min: 0 },
      },
      defaultItemProps: EMPTY_GALLERY_IMAGE,
      getItemSummary: (item, index) => item.title || item.alt || `Image ${(index ?? 0) + 1}`,
    },
    layout: {
      type: 'radio',
      label: 'Layout',
      options: [
        { label: 'Grid', value: 'grid' },
        { label: 'Carousel', value: 'carousel' },
      ],
    },
    columns: {
      type: 'radio',
      label: 'Grid columns (wide screens)',
      options: [
        { label: '2', value: 2 },
        { label: '3', value: 3 },
        { label: '4', value: 4 },
      ],
    },
    lightbox: onOffField('Grid: open a larger view on click'),
    showThumbnails: onOffField('Thumbnails'),
    thumbnailWidth: { type: 'number', label: 'Thumbnail width (px)', min: 20, max: 400, step: 1 },
    thumbnailHeight: { type: 'number', label: 'Thumbnail height (px)', min: 20, max: 400, step: 1 },
    slideDuration: { type: 'number', label: 'Slide duration (ms)', min: 0, max: 5000, step: 50 },
    autoPlay: onOffField('Carousel: play automatically'),
    slideInterval: { type: 'number', label: 'Carousel: interval (ms)', min: 1000, max: 60_000, step: 100 },
    infinite: onOffField('Wrap around at the ends'),
    ariaLabel: { type: 'text', label: 'Accessible name' },
  },
  defaultProps: IMAGE_GALLERY_DEFAULT_PROPS,
  // Grid-only and carousel-only settings are hidden for the other layout.
  resolveFields: (data, { fields }) => {
    const carousel = data.props.layout === 'carousel';
    return {
      ...fields,
      columns: { ...fields.columns, visible: !carousel },
      lightbox: { ...fields.lightbox, visible: !carousel },
      autoPlay: { ...fields.autoPlay, visible: carousel },
      slideInterval: { ...fields.slideInterval, visible: carousel },
    };
  },
  render: ({ id: _id, editMode: _editMode, ...props }) =>
    props.images.some((image) => typeof image.url === 'string' && image.url.trim() !== '') ? (
      <ImageGallery {...props} />
    ) : (
      <p className="rounded-md border border-dashed border-current/40 p-6 text-center text-sm opacity-70">Image gallery: add images with a URL in the sidebar.</p>
    ),
};
