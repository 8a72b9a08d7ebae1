import { describe, expect, it } from 'vitest';
import { MULTI_IMAGE_MAX_FIELD } from '#core/pickers/picker-limits.ts';
import { galleryImageFromPick, imageGalleryConfig } from './image-gallery.config.tsx';
import type { ImageGalleryProps } from './image-gallery.types.ts';

type ResolveFieldsParams = Parameters<NonNullable<typeof imageGalleryConfig.resolveFields>>[1];

describe('imageGalleryConfig', () => {
  it('picks images in the multi image gallery and stores spec 3 §3 image fields', () => {
    expect(imageGalleryConfig.fields!.images).toMatchObject({ type: 'custom', label: 'Images' });
    expect(MULTI_IMAGE_MAX_FIELD).toBe(10);
    expect(galleryImageFromPick('/media/a.webp', { id: '1', url: '/media/a.webp', name: 'a', alt: 'A cat', width: 640, height: 480 })).toEqual({
      url: '/media/a.webp',
      alt: 'A cat',
      title: '',
      description: '',
      width: 640,
      height: 480,
    });
    expect(galleryImageFromPick('https://example.com/b.png')).toEqual({ url: 'https://example.com/b.png', alt: '', title: '', description: '', width: 0, height: 0 });
  });

  it('shows grid settings for the grid and carousel settings for the carousel', async () => {
    const fieldsFor = async (layout: ImageGalleryProps['layout']) =>
      imageGalleryConfig.resolveFields!(
        { props: { ...imageGalleryConfig.defaultProps!, layout, id: 'g' } },
        { fields: imageGalleryConfig.fields! } as ResolveFieldsParams,
      );
    const grid = await fieldsFor('grid');
    expect([grid.columns.visible, grid.lightbox.visible, grid.autoPlay.visible, grid.slideInterval.visible]).toEqual([true, true, false, false]);
    const carousel = await fieldsFor('carousel');
    expect([carousel.columns.visible, carousel.lightbox.visible, carousel.autoPlay.visible, carousel.slideInterval.visible]).toEqual([false, false, true, true]);
  });
});

describe('imageGalleryConfig: the content source', () => {
  it('defaults to manual images, and shows the collection fields only for the collection source (spec 3 §9 defaults)', async () => {
    const defaults = imageGalleryConfig.defaultProps!;
    expect(defaults).toMatchObject({ source: 'manual', limit: 12, page: 1, sort: 'desc', sortField: '_id' });
    const fieldsFor = async (source: ImageGalleryProps['source']) =>
      imageGalleryConfig.resolveFields!({ props: { ...defaults, source, id: 'g' } }, { fields: imageGalleryConfig.fields! } as ResolveFieldsParams);
    const manual = await fieldsFor('manual');
    expect([manual.images.visible, manual.collection.visible, manual.limit.visible, manual.sortField.visible]).toEqual([true, false, false, false]);
    const collection = await fieldsFor('collection');
    expect([collection.images.visible, collection.collection.visible, collection.page.visible, collection.sort.visible]).toEqual([false, true, true, true]);
  });
});
