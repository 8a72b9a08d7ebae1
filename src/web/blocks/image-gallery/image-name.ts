import type { GalleryImage } from './image-gallery.types.ts';

/** The accessible name of an image wherever a text label is needed. */
export function imageName(image: GalleryImage, index: number, count: number): string {
  return image.title.trim() || image.alt.trim() || `Image ${index + 1} of ${count}`;
}
