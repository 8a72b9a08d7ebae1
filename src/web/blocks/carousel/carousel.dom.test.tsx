// @vitest-environment happy-dom
import { StrictMode, act } from 'react';
import { describe, expect, it } from 'vitest';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { Carousel } from './carousel.tsx';
import { CAROUSEL_DEFAULT_PROPS, type CarouselProps } from './carousel.types.ts';

const items: CarouselProps['items'] = Array.from({ length: 8 }, (_, index) => ({
  image: `/${index}.jpg`,
  alt: `Image ${index + 1}`,
  title: `Slide ${index + 1}`,
  description: '',
  link: '',
}));

const dom = setUpDomRoot();

async function waitFor(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

describe('Carousel enhancement', () => {
  it('loads Swiper after mounting and hands it the server markup', async () => {
    act(() => dom.root.render(<Carousel {...CAROUSEL_DEFAULT_PROPS} items={items} autoplayDelay={0} />));
    const region = dom.container.querySelector('[role="region"]')!;
    expect(region.className).toContain('snap-x');
    await waitFor(() => region.classList.contains('swiper-initialized'));
    expect(region.className).not.toContain('snap-x');
    expect(dom.container.querySelectorAll('.swiper-slide').length).toBeGreaterThanOrEqual(8);
    expect(dom.container.querySelectorAll('.swiper-pagination-bullet').length).toBeGreaterThan(0);
    // The region keeps its name and role description, whatever Swiper's A11y module adds.
    expect(region.getAttribute('aria-label')).toBe('Carousel');
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
  });

  it('shows a pause button only while autoplay runs, and it toggles', async () => {
    act(() => dom.root.render(<Carousel {...CAROUSEL_DEFAULT_PROPS} items={items} />));
    await waitFor(() => dom.container.querySelector('[aria-label="Pause slideshow"]') !== null);
    act(() => dom.container.querySelector<HTMLButtonElement>('[aria-label="Pause slideshow"]')!.click());
    expect(dom.container.querySelector('[aria-label="Play slideshow"]')).not.toBeNull();
  });

  it('survives React StrictMode (mount, unmount, mount again)', async () => {
    act(() =>
      dom.root.render(
        <StrictMode>
          <Carousel {...CAROUSEL_DEFAULT_PROPS} items={items} autoplayDelay={0} />
        </StrictMode>,
      ),
    );
    await waitFor(() => dom.container.querySelector('.swiper-initialized') !== null);
    expect(dom.container.querySelectorAll('[role="region"]')).toHaveLength(1);
    expect(dom.container.querySelectorAll('.swiper-pagination-bullet').length).toBeGreaterThan(0);
    expect(dom.container.querySelectorAll('.swiper-notification').length).toBeLessThanOrEqual(1);
  });

  it('destroys Swiper when unmounted', async () => {
    act(() => dom.root.render(<Carousel {...CAROUSEL_DEFAULT_PROPS} items={items} autoplayDelay={0} />));
    await waitFor(() => dom.container.querySelector('.swiper-initialized') !== null);
    act(() => dom.root.render(<></>));
    expect(dom.container.innerHTML).toBe('');
  });
});
