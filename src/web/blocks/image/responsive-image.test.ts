import { describe, expect, it } from 'vitest';
import { MEDIA_IMAGE_WIDTHS } from '#core/media/image-widths.ts';
import { imageSizes, isMediaImage, mediaSrcSet } from './responsive-image.ts';

describe('mediaSrcSet', () => {
  it('lists every served width for a media-library image', () => {
    expect(mediaSrcSet('/media/abc/cat.jpg')).toBe(
      '/media/abc/cat.jpg?w=320 320w, /media/abc/cat.jpg?w=640 640w, /media/abc/cat.jpg?w=960 960w, /media/abc/cat.jpg?w=1280 1280w, /media/abc/cat.jpg?w=1920 1920w',
    );
    expect(MEDIA_IMAGE_WIDTHS).toEqual([320, 640, 960, 1280, 1920]);
  });

  it('adds the width to an existing query string', () => {
    expect(mediaSrcSet('/media/cat.jpg?v=2')?.split(', ')[0]).toBe('/media/cat.jpg?v=2&w=320 320w');
  });

  it('gives nothing for images outside the media library', () => {
    expect(mediaSrcSet('https://example.com/media/cat.jpg')).toBeUndefined();
    expect(mediaSrcSet('/images/cat.jpg')).toBeUndefined();
    expect(mediaSrcSet('')).toBeUndefined();
    expect(isMediaImage('/mediaX/cat.jpg')).toBe(false);
  });
});

describe('imageSizes', () => {
  it('caps the slot at the block width when one is set', () => {
    expect(imageSizes(600)).toBe('(max-width: 600px) 100vw, 600px');
    expect(imageSizes(undefined)).toBe('100vw');
    expect(imageSizes(0)).toBe('100vw');
  });
});
