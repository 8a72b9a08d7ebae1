import type { ComponentConfig } from '@puckeditor/core';
import { multiImageField } from '#web/block-fields/puck-image-fields.tsx';
import type { GalleryImageItem } from '#web/block-fields/use-site-images.ts';
import { onOffField } from '../carousel/editor-fields.ts';
import { GRID_LAYOUT_FIELDS, LIST_SOURCE_FIELDS, listSourceVisibility } from '../shared/list-source-fields.ts';
import { ImageGallery } from './image-gallery.tsx';
import { EMPTY_GALLERY_IMAGE, IMAGE_GALLERY_DEFAULT_PROPS, type GalleryImage, type ImageGalleryProps } from './image-gallery.types.ts';

/** A stored gallery image from a picked one (its alt and intrinsic size when known) or a typed url. */
export function galleryImageFromPick(url: string, picked?: GalleryImageItem): GalleryImage {
  return {
    ...EMPTY_GALLERY_IMAGE,
    url,
    alt: picked?.alt ?? '',
    width: typeof picked?.width === 'number' ? picked.width : 0,
    height: typeof picked?.height === 'number' ? picked.height : 0,
  };
}

type ImageGalleryConfigProps = Omit<ImageGalleryProps, '_items' | '_failed'>;

export const imageGalleryConfig: ComponentConfig<ImageGalleryConfigProps> = {
  label: 'Image gallery',
  fields: {
    ...LIST_SOURCE_FIELDS,
    // Picked in the multi image gallery (form field: at most 10); alt, title and description per image.
    images: multiImageField<GalleryImage>({
      label: 'Images',
      createItem: galleryImageFromPick,
      editable: [
        { key: 'alt', label: 'Alternative text' },
        { key: 'title', label: 'Title' },
        { key: 'description', label: 'Description' },
      ],
    }),
    ...GRID_LAYOUT_FIELDS,
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
      ...listSourceVisibility(fields, data.props.source, ['images']),
      columns: { ...fields.columns, visible: !carousel },
      lightbox: { ...fields.lightbox, visible: !carousel },
      autoPlay: { ...fields.autoPlay, visible: carousel },
      slideInterval: { ...fields.slideInterval, visible: carousel },
    };
  },
  render: ({ id: _id, editMode: _editMode, ...props }) =>
    props.source === 'collection' ? (
      <p className="rounded-md border border-dashed border-current/40 p-6 text-center text-sm opacity-70">
        {props.collection.trim() === '' ? 'Image gallery: name the collection to show in the sidebar.' : `Image gallery of “${props.collection.trim()}”: its images appear on the published page and in the preview.`}
      </p>
    ) : props.images.some((image) => typeof image.url === 'string' && image.url.trim() !== '') ? (
      <ImageGallery {...props} />
    ) : (
      <p className="rounded-md border border-dashed border-current/40 p-6 text-center text-sm opacity-70">Image gallery: add images with a URL in the sidebar.</p>
    ),
};
