import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { normalizeCarouselSettings } from './carousel-settings.ts';
import { Carousel } from './carousel.tsx';
import { CAROUSEL_DEFAULT_PROPS, CAROUSEL_DEFAULT_SETTINGS, type CarouselProps } from './carousel.types.ts';
import { autoplayActive, buildSwiperOptions, swiperNeeds, usesLoop } from './swiper-options.ts';

const items: CarouselProps['items'] = [
  { image: '/a.jpg', alt: 'A red bicycle', title: 'Bicycles', description: 'Two wheels', link: '/bikes' },
  { image: '/b.jpg', alt: 'A blue boat', title: '', description: '', link: '' },
  { image: '/c.jpg', alt: 'A green car', title: 'Cars', description: '', link: 'https://example.com/cars' },
];

function render(props: Partial<CarouselProps> = {}): string {
  return renderToString(<Carousel {...CAROUSEL_DEFAULT_PROPS} items={items} {...props} />);
}

describe('Carousel (server render)', () => {
  it('renders every slide as a labelled group inside a named, focusable carousel region', () => {
    const html = render({ ariaLabel: 'Featured products' });
    expect(html).toContain('role="region"');
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="Featured products"');
    expect(html).toMatch(/role="region"[^>]*tabindex="0"|tabindex="0"[^>]*role="region"/);
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3);
    for (const label of ['1 of 3', '2 of 3', '3 of 3']) expect(html).toContain(`aria-label="${label}"`);
    for (const alt of ['A red bicycle', 'A blue boat', 'A green car']) expect(html).toContain(`alt="${alt}"`);
  });

  it('is a CSS scroll-snap strip until Swiper loads: no Swiper classes in the server HTML', () => {
    const html = render();
    expect(html).toContain('snap-x');
    expect(html).toContain('snap-mandatory');
    expect(html).toContain('overflow-x-auto');
    expect(html).not.toMatch(/class="(?:[^"]*\s)?swiper(?:-wrapper|-slide)?(?:\s[^"]*)?"/);
    expect(html).toContain('--carousel-gap:10px');
  });

  it('uses vertical snapping for a vertical carousel and proximity snapping in free mode', () => {
    const html = render({ direction: 'vertical', freeMode: true });
    expect(html).toContain('snap-y');
    expect(html).toContain('overflow-y-auto');
    expect(html).toContain('snap-proximity');
  });

  it('names the navigation buttons and builds links inside the site', () => {
    const html = render({ siteSlug: 'site-abc' });
    expect(html).toContain('aria-label="Previous slide"');
    expect(html).toContain('aria-label="Next slide"');
    expect(html).toContain('href="/site-abc/bikes"');
    expect(html).toContain('href="https://example.com/cars"');
  });

  it('reads the site slug from Puck metadata', () => {
    const html = render({ puck: { metadata: { siteSlug: 'site-xyz' } } });
    expect(html).toContain('href="/site-xyz/bikes"');
  });

  it('loads only the first slide eagerly', () => {
    const html = render();
    expect(html.match(/loading="eager"/g)).toHaveLength(1);
    expect(html.match(/loading="lazy"/g)).toHaveLength(2);
  });

  it('omits controls that are switched off and renders nothing without slides', () => {
    const html = render({ navigation: false, pagination: false });
    expect(html).not.toContain('Previous slide');
    expect(renderToString(<Carousel {...CAROUSEL_DEFAULT_PROPS} items={[]} />)).toBe('');
    expect(renderToString(<Carousel {...CAROUSEL_DEFAULT_PROPS} items={[{ image: ' ', alt: '', title: 'x', description: '', link: '' }]} />)).toBe('');
  });

  it('renders thumbnail buttons when asked (image gallery)', () => {
    const html = render({ thumbnails: { width: 80, height: 80 }, presentation: 'gallery' });
    expect(html).toContain('aria-label="Show slide 1: A red bicycle"');
    expect(html).toContain('aria-current="true"');
    expect(html).toContain('width:80px;height:80px');
  });
});

describe('carousel settings', () => {
  it('keeps the spec defaults', () => {
    expect(CAROUSEL_DEFAULT_SETTINGS).toMatchObject({ slidesPerViewDesktop: 3, spaceBetween: 10, autoplayDelay: 3000, speed: 300 });
    expect(normalizeCarouselSettings({})).toEqual(CAROUSEL_DEFAULT_SETTINGS);
  });

  it('clamps and converts stored values', () => {
    const settings = normalizeCarouselSettings({ slidesPerViewDesktop: 40, spaceBetween: '12', speed: -5, autoplayDelay: 200, pagination: 'false', direction: 'diagonal', ariaLabel: '  ' });
    expect(settings).toMatchObject({ slidesPerViewDesktop: 6, spaceBetween: 12, speed: 0, autoplayDelay: 1000, pagination: false, direction: 'horizontal', ariaLabel: 'Carousel' });
    expect(normalizeCarouselSettings({ autoplayDelay: 0 }).autoplayDelay).toBe(0);
  });
});

describe('Swiper options', () => {
  const env = { slideCount: 8, reducedMotion: false, paginationEl: null, scrollbarEl: null };

  it('maps the settings, per container breakpoint', () => {
    const options = buildSwiperOptions(CAROUSEL_DEFAULT_SETTINGS, env);
    expect(options).toMatchObject({
      speed: 300,
      spaceBetween: 10,
      slidesPerView: 1,
      breakpoints: { 768: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } },
      breakpointsBase: 'container',
      loop: true,
      rewind: false,
      grabCursor: true,
      autoplay: { delay: 3000 },
    });
  });

  it('turns autoplay off and transitions to instant under reduced motion', () => {
    const options = buildSwiperOptions(CAROUSEL_DEFAULT_SETTINGS, { ...env, reducedMotion: true });
    expect(options.autoplay).toBe(false);
    expect(options.speed).toBe(0);
    expect(swiperNeeds(CAROUSEL_DEFAULT_SETTINGS, { slideCount: 8, reducedMotion: true }).autoplay).toBe(false);
    expect(autoplayActive({ ...CAROUSEL_DEFAULT_SETTINGS, autoplayDelay: 0 }, env)).toBe(false);
    expect(autoplayActive(CAROUSEL_DEFAULT_SETTINGS, { ...env, slideCount: 1 })).toBe(false);
  });

  it('rewinds instead of looping when there are too few slides to loop', () => {
    expect(usesLoop(CAROUSEL_DEFAULT_SETTINGS, 5)).toBe(false);
    expect(buildSwiperOptions(CAROUSEL_DEFAULT_SETTINGS, { ...env, slideCount: 3 })).toMatchObject({ loop: false, rewind: true });
    expect(buildSwiperOptions({ ...CAROUSEL_DEFAULT_SETTINGS, infinite: false }, env)).toMatchObject({ loop: false, rewind: false });
  });

  it('renders clickable dots as labelled buttons', () => {
    const paginationEl = {} as HTMLElement;
    const options = buildSwiperOptions(CAROUSEL_DEFAULT_SETTINGS, { ...env, paginationEl });
    const pagination = options.pagination as { renderBullet: (index: number, className: string) => string; clickable: boolean };
    expect(pagination.clickable).toBe(true);
    expect(pagination.renderBullet(1, 'dot')).toBe('<button type="button" class="dot" aria-label="Go to slide 2"></button>');
    const passive = buildSwiperOptions({ ...CAROUSEL_DEFAULT_SETTINGS, paginationClickable: false }, { ...env, paginationEl });
    expect((passive.pagination as { renderBullet: (index: number, className: string) => string }).renderBullet(0, 'dot')).toContain('aria-hidden="true"');
  });
});
