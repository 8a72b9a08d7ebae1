import type { CarouselItem } from './carousel.types.ts';

export const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** Slides with an image; with `textSlides` (cards only) also slides with just a title. */
export function usableItems(items: unknown, textSlides: boolean): CarouselItem[] {
  if (!Array.isArray(items)) return [];
  return items.filter(
    (item): item is CarouselItem => typeof item === 'object' && item !== null && typeof item.image === 'string' && (filled(item.image) || (textSlides && filled(item.title))),
  );
}
