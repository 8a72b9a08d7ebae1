// @vitest-environment happy-dom
import { StrictMode, act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Carousel } from './carousel.tsx';
import { CAROUSEL_DEFAULT_PROPS, type CarouselProps } from './carousel.types.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const items: CarouselProps['items'] = Array.from({ length: 8 }, (_, index) => ({
  image: `/${index}.jpg`,
  alt: `Image ${index + 1}`,
  title: `Slide ${index + 1}`,
  description: '',
  link: '',
}));

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

async function waitFor(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

describe('Carousel enhancement', () => {
  it('loads Swiper after mounting and hands it the server markup', async () => {
    act(() => root.render(<Carousel {...CAROUSEL_DEFAULT_PROPS} items={items} autoplayDelay={0} />));
    const region = container.querySelector('[role="region"]')!;
    expect(region.className).toContain('snap-x');
    await waitFor(() => region.classList.contains('swiper-initialized'));
    expect(region.className).not.toContain('snap-x');
    expect(container.querySelectorAll('.swiper-slide').length).toBeGreaterThanOrEqual(8);
    expect(container.querySelectorAll('.swiper-pagination-bullet').length).toBeGreaterThan(0);
    // The region keeps its name and role description, whatever Swiper's A11y module adds.
    expect(region.getAttribute('aria-label')).toBe('Carousel');
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
  });

  it('shows a pause button only while autoplay runs, and it toggles', async () => {
    act(() => root.render(<Carousel {...CAROUSEL_DEFAULT_PROPS} items={items} />));
    await waitFor(() => container.querySelector('[aria-label="Pause slideshow"]') !== null);
    act(() => container.querySelector<HTMLButtonElement>('[aria-label="Pause slideshow"]')!.click());
    expect(container.querySelector('[aria-label="Play slideshow"]')).not.toBeNull();
  });

  it('survives React StrictMode (mount, unmount, mount again)', async () => {
    act(() =>
      root.render(
        <StrictMode>
          <Carousel {...CAROUSEL_DEFAULT_PROPS} items={items} autoplayDelay={0} />
        </StrictMode>,
      ),
    );
    await waitFor(() => container.querySelector('.swiper-initialized') !== null);
    expect(container.querySelectorAll('[role="region"]')).toHaveLength(1);
    expect(container.querySelectorAll('.swiper-pagination-bullet').length).toBeGreaterThan(0);
    expect(container.querySelectorAll('.swiper-notification').length).toBeLessThanOrEqual(1);
  });

  it('destroys Swiper when unmounted', async () => {
    act(() => root.render(<Carousel {...CAROUSEL_DEFAULT_PROPS} items={items} autoplayDelay={0} />));
    await waitFor(() => container.querySelector('.swiper-initialized') !== null);
    act(() => root.render(<></>));
    expect(container.innerHTML).toBe('');
  });
});
