/** Swiper-style carousel settings (spec 2 §3). Theme presets carry one set; a Carousel block may override it. */
export interface CarouselSettings {
  readonly slidesPerViewMobile: number;
  readonly slidesPerViewTablet: number;
  readonly slidesPerViewDesktop: number;
  /** Gap between slides, in px. */
  readonly spaceBetween: number;
  /** Time each slide stays before autoplay moves on, in ms. */
  readonly autoplayDelay: number;
  /** Slide transition duration, in ms. */
  readonly speed: number;
  readonly pagination: boolean;
  readonly paginationClickable: boolean;
  readonly navigation: boolean;
  readonly scrollbar: boolean;
  readonly freeMode: boolean;
  readonly direction: 'horizontal' | 'vertical';
  readonly zoom: boolean;
  readonly mousewheel: boolean;
  readonly grabCursor: boolean;
  readonly infinite: boolean;
  readonly keyboard: boolean;
  readonly a11y: boolean;
  readonly ariaLabel: string;
}

/** What every preset and the Carousel block's defaults share; they differ in gap, autoplay and speed. */
export const CAROUSEL_BASE_SETTINGS = {
  slidesPerViewMobile: 1,
  slidesPerViewTablet: 2,
  slidesPerViewDesktop: 3,
  pagination: true,
  paginationClickable: true,
  navigation: true,
  scrollbar: false,
  freeMode: false,
  direction: 'horizontal',
  zoom: false,
  mousewheel: false,
  grabCursor: true,
  infinite: true,
  keyboard: true,
  a11y: true,
  ariaLabel: 'Carousel',
} as const satisfies Omit<CarouselSettings, 'spaceBetween' | 'autoplayDelay' | 'speed'>;
