// Pure: turns block settings into Swiper options, so the mapping is testable without a browser.
import type { SwiperOptions } from 'swiper/types';
import { CAROUSEL_BREAKPOINTS, type CarouselSettingsProps } from './carousel.types.ts';

export interface SwiperEnvironment {
  slideCount: number;
  reducedMotion: boolean;
  paginationEl: HTMLElement | null;
  scrollbarEl: HTMLElement | null;
}

/** The Swiper modules a carousel needs; the loader imports exactly these. */
export interface SwiperNeeds {
  a11y: boolean;
  autoplay: boolean;
  freeMode: boolean;
  mousewheel: boolean;
  pagination: boolean;
  scrollbar: boolean;
  zoom: boolean;
}

/** Visitors who ask for reduced motion get no autoplay (WCAG 2.2.2) and instant slide changes. */
export function autoplayActive(settings: CarouselSettingsProps, env: Pick<SwiperEnvironment, 'slideCount' | 'reducedMotion'>): boolean {
  return settings.autoplayDelay > 0 && env.slideCount > 1 && !env.reducedMotion;
}

/**
 * Swiper's loop moves slides around and needs enough of them to fill the view twice; with fewer,
 * "infinite" rewinds to the start instead.
 */
export function usesLoop(settings: CarouselSettingsProps, slideCount: number): boolean {
  const widest = Math.max(settings.slidesPerViewMobile, settings.slidesPerViewTablet, settings.slidesPerViewDesktop);
  return settings.infinite && slideCount >= widest * 2;
}

export function swiperNeeds(settings: CarouselSettingsProps, env: Pick<SwiperEnvironment, 'slideCount' | 'reducedMotion'>): SwiperNeeds {
  return {
    a11y: settings.a11y,
    autoplay: autoplayActive(settings, env),
    freeMode: settings.freeMode,
    mousewheel: settings.mousewheel,
    pagination: settings.pagination,
    scrollbar: settings.scrollbar,
    zoom: settings.zoom,
  };
}

function bullet(clickable: boolean): (index: number, className: string) => string {
  // Real buttons, so clickable bullets work from the keyboard with or without the A11y module.
  return clickable
    ? (index, className) => `<button type="button" class="${className}" aria-label="Go to slide ${index + 1}"></button>`
    : (_index, className) => `<span class="${className}" aria-hidden="true"></span>`;
}

/**
 * Options without `modules` (the loader adds them). Navigation buttons and keyboard arrows are the
 * block's own: Swiper's Keyboard module listens on the whole document and would steal arrow keys
 * from the page.
 */
export function buildSwiperOptions(settings: CarouselSettingsProps, env: SwiperEnvironment): SwiperOptions {
  const loop = usesLoop(settings, env.slideCount);
  return {
    direction: settings.direction,
    speed: env.reducedMotion ? 0 : settings.speed,
    spaceBetween: settings.spaceBetween,
    slidesPerView: settings.slidesPerViewMobile,
    breakpoints: {
      [CAROUSEL_BREAKPOINTS.tablet]: { slidesPerView: settings.slidesPerViewTablet },
      [CAROUSEL_BREAKPOINTS.desktop]: { slidesPerView: settings.slidesPerViewDesktop },
    },
    // The container, not the window: the same block sits in narrow columns and in the editor's frame.
    breakpointsBase: 'container',
    loop,
    rewind: settings.infinite && !loop,
    grabCursor: settings.grabCursor,
    freeMode: settings.freeMode,
    mousewheel: settings.mousewheel ? { forceToAxis: true } : false,
    zoom: settings.zoom,
    watchOverflow: true,
    autoplay: autoplayActive(settings, env)
      ? { delay: settings.autoplayDelay, disableOnInteraction: false, pauseOnMouseEnter: true }
      : false,
    pagination:
      settings.pagination && env.paginationEl !== null
        ? { el: env.paginationEl, clickable: settings.paginationClickable, renderBullet: bullet(settings.paginationClickable) }
        : false,
    scrollbar: settings.scrollbar && env.scrollbarEl !== null ? { el: env.scrollbarEl, draggable: true, hide: false } : false,
    a11y: settings.a11y
      ? {
          enabled: true,
          // The region already carries its label and role description from the server markup.
          containerMessage: null,
          containerRoleDescriptionMessage: null,
          itemRoleDescriptionMessage: 'slide',
          slideRole: 'group',
          slideLabelMessage: '{{index}} of {{slidesLength}}',
          paginationBulletMessage: 'Go to slide {{index}}',
          scrollOnFocus: true,
        }
      : false,
  };
}
