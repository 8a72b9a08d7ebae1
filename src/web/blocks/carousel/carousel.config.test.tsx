import { describe, expect, it } from 'vitest';
import { carouselConfig } from './carousel.config.tsx';
import { CAROUSEL_DEFAULT_SETTINGS } from './carousel.types.ts';

describe('carouselConfig', () => {
  it('has a field for every carousel setting of spec 2 §3, plus the slides', () => {
    expect(Object.keys(carouselConfig.fields!).sort()).toEqual(['items', ...Object.keys(CAROUSEL_DEFAULT_SETTINGS)].sort());
  });

  it('defaults to spec 3 §9: 3 slides per view, spacing 10, autoplay 3000 ms, speed 300', () => {
    expect(carouselConfig.defaultProps).toMatchObject({ slidesPerViewDesktop: 3, spaceBetween: 10, autoplayDelay: 3000, speed: 300, items: [] });
  });

  it('slides hold an image URL, alt text, title, description and link', () => {
    const items = carouselConfig.fields!.items as { arrayFields: Record<string, unknown> };
    expect(Object.keys(items.arrayFields)).toEqual(['image', 'alt', 'title', 'description', 'link']);
  });
});
