import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { stepIndex } from './gallery-lightbox.tsx';
import { ImageGallery, usableImages } from './image-gallery.tsx';
import { IMAGE_GALLERY_DEFAULT_PROPS, type ImageGalleryProps } from './image-gallery.types.ts';

const IMAGES: ImageGalleryProps['images'] = [
  { url: '/1.jpg', alt: 'Sunrise over hills', title: 'Sunrise', description: 'Early morning', width: 1200, height: 800 },
  { url: '/2.jpg', alt: 'A quiet lake', title: '', description: '', width: 0, height: 0 },
  { url: '/3.jpg', alt: '', title: '', description: '', width: 0, height: 0 },
];

describe('ImageGallery (server render)', () => {
  it('uses the spec defaults', () => {
    expect(IMAGE_GALLERY_DEFAULT_PROPS).toMatchObject({ slideDuration: 450, slideInterval: 3000, thumbnailWidth: 80, thumbnailHeight: 80, layout: 'grid' });
  });

  it('renders a labelled grid whose images open a larger view', () => {
    const html = renderToString(<ImageGallery {...IMAGE_GALLERY_DEFAULT_PROPS} images={IMAGES} />);
    expect(html).toMatch(/<ul aria-label="Image gallery" class="grid/);
    expect(html.match(/<li>/g)).toHaveLength(3);
    expect(html).toContain('aria-label="View larger: Sunrise"');
    expect(html).toContain('aria-label="View larger: A quiet lake"');
    expect(html).toContain('aria-label="View larger: Image 3 of 3"');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('width="1200" height="800"');
    expect(html).toContain('<figcaption>');
    // The lightbox is a client-only portal: nothing of it in the server HTML.
    expect(html).not.toContain('role="dialog"');
  });

  it('shows plain images without the lightbox', () => {
    const html = renderToString(<ImageGallery {...IMAGE_GALLERY_DEFAULT_PROPS} images={IMAGES} lightbox={false} />);
    expect(html).not.toContain('<button');
    expect(html).toContain('alt="Sunrise over hills"');
  });

  it('reuses the carousel in carousel mode, one image per view, with 80×80 thumbnails', () => {
    const html = renderToString(<ImageGallery {...IMAGE_GALLERY_DEFAULT_PROPS} images={IMAGES} layout="carousel" />);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="Image gallery"');
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3);
    expect(html).toContain('--carousel-d:1');
    expect(html).toContain('width:80px;height:80px');
    expect(html).toContain('object-contain');
  });

  it('skips images without a URL and renders nothing when none is left', () => {
    expect(usableImages([{ url: ' ' }, null, { url: '/a.jpg', width: -4 }])).toEqual([{ url: '/a.jpg', alt: '', title: '', description: '', width: 0, height: 0 }]);
    expect(renderToString(<ImageGallery {...IMAGE_GALLERY_DEFAULT_PROPS} images={[]} />)).toBe('');
  });
});

describe('stepIndex', () => {
  it('wraps when infinite and stops at the ends otherwise', () => {
    expect(stepIndex(2, 1, 3, true)).toBe(0);
    expect(stepIndex(0, -1, 3, true)).toBe(2);
    expect(stepIndex(2, 1, 3, false)).toBe(2);
    expect(stepIndex(0, -1, 3, false)).toBe(0);
  });
});

describe('ImageGallery from a collection', () => {
  const collection: Partial<ImageGalleryProps> = { source: 'collection', collection: 'photos', images: [{ url: '/manual.png', alt: 'Manual', title: '', description: '', width: 0, height: 0 }] };

  it('shows the images the server read (`_items`), not the manual ones', () => {
    const html = renderToString(<ImageGallery {...IMAGE_GALLERY_DEFAULT_PROPS} {...collection} _items={[{ url: '/record.png', alt: 'From a record', title: '', description: '', width: 0, height: 0 }]} />);
    expect(html).toContain('src="/record.png"');
    expect(html).toContain('alt="From a record"');
    expect(html).not.toContain('/manual.png');
  });

  it('renders nothing when the load failed or the collection has no images (spec 3 §8)', () => {
    expect(renderToString(<ImageGallery {...IMAGE_GALLERY_DEFAULT_PROPS} {...collection} _items={[]} _failed />)).toBe('');
    expect(renderToString(<ImageGallery {...IMAGE_GALLERY_DEFAULT_PROPS} {...collection} />)).toBe('');
  });
});
