import { describe, expect, it } from 'vitest';
import { imageGalleryConfig } from './image-gallery.config.tsx';
import type { ImageGalleryProps } from './image-gallery.types.ts';

type ResolveFieldsParams = Parameters<NonNullable<typeof imageGalleryConfig.resolveFields>>[1];

describe('imageGalleryConfig', () => {
  it('holds spec 3 §3 image fields', () => {
    const images = imageGalleryConfig.fields!.images as { arrayFields: Record<string, unknown> };
    expect(Object.keys(images.arrayFields)).toEqual(['url', 'alt', 'title', 'description', 'width', 'height']);
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
