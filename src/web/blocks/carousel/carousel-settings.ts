import { CAROUSEL_DEFAULT_SETTINGS, type CarouselSettingsProps } from './carousel.types.ts';

function clampInteger(value: unknown, fallback: number, min: number, max: number): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) return fallback;
  return Math.min(max, Math.max(min, Math.round(number)));
}

function flag(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback;
}

/**
 * Settings as stored pages may hold them (missing, strings from old forms, out of range) made
 * usable: counts 1 to 6, gap 0 to 120 px, speed up to 5 s, autoplay 0 (off) or 1 to 60 s.
 */
export function normalizeCarouselSettings(input: Partial<Record<keyof CarouselSettingsProps, unknown>>): CarouselSettingsProps {
  const d = CAROUSEL_DEFAULT_SETTINGS;
  const delay = clampInteger(input.autoplayDelay, d.autoplayDelay, 0, 60_000);
  return {
    slidesPerViewMobile: clampInteger(input.slidesPerViewMobile, d.slidesPerViewMobile, 1, 6),
    slidesPerViewTablet: clampInteger(input.slidesPerViewTablet, d.slidesPerViewTablet, 1, 6),
    slidesPerViewDesktop: clampInteger(input.slidesPerViewDesktop, d.slidesPerViewDesktop, 1, 6),
    spaceBetween: clampInteger(input.spaceBetween, d.spaceBetween, 0, 120),
    // Below a second a slide cannot be looked at; treat such values as "off" only when 0.
    autoplayDelay: delay === 0 ? 0 : Math.max(1000, delay),
    speed: clampInteger(input.speed, d.speed, 0, 5000),
    pagination: flag(input.pagination, d.pagination),
    paginationClickable: flag(input.paginationClickable, d.paginationClickable),
    navigation: flag(input.navigation, d.navigation),
    scrollbar: flag(input.scrollbar, d.scrollbar),
    freeMode: flag(input.freeMode, d.freeMode),
    direction: input.direction === 'vertical' ? 'vertical' : 'horizontal',
    zoom: flag(input.zoom, d.zoom),
    mousewheel: flag(input.mousewheel, d.mousewheel),
    grabCursor: flag(input.grabCursor, d.grabCursor),
    infinite: flag(input.infinite, d.infinite),
    keyboard: flag(input.keyboard, d.keyboard),
    a11y: flag(input.a11y, d.a11y),
    ariaLabel: typeof input.ariaLabel === 'string' && input.ariaLabel.trim() !== '' ? input.ariaLabel.trim() : d.ariaLabel,
  };
}
