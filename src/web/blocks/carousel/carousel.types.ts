import { CAROUSEL_BASE_SETTINGS, type CarouselSettings } from '#web/blocks/theme/carousel-settings.ts';
import type { SiteSlugProps } from '#web/site/site-slug.ts';

export interface CarouselItem {
  /** Image URL. Slides without one are skipped. */
  image: string;
  alt: string;
  title: string;
  description: string;
  /** Where the slide leads; empty for none. Built inside the current site. */
  link: string;
  /** Intrinsic size when known (gallery images), so the browser reserves the space before loading. */
  width?: number;
  height?: number;
}

/** The block's own settings: the theme's CarouselSettings, editable per block (spec 2 §3). */
export type CarouselSettingsProps = { -readonly [Key in keyof CarouselSettings]: CarouselSettings[Key] };

export interface CarouselProps extends CarouselSettingsProps, SiteSlugProps {
  items: CarouselItem[];
  /** 'cards' (image, title, description) or 'gallery' (one contained image with a caption; ImageGallery). */
  presentation?: 'cards' | 'gallery';
  /** When set, a row of thumbnail buttons (of this size, in px) lets visitors jump to a slide. */
  thumbnails?: { width: number; height: number } | null;
  /** 'cards' only: keep slides that have a title but no image (a Lineup of records without images). */
  textSlides?: boolean;
}

export type CarouselPresentation = NonNullable<CarouselProps['presentation']>;
export type CarouselThumbnails = NonNullable<CarouselProps['thumbnails']>;

/** Spec 3 §9: 3 slides per view, spacing 10, autoplay 3000 ms, speed 300; smaller screens as the presets do (spec 2 §3). */
export const CAROUSEL_DEFAULT_SETTINGS: CarouselSettingsProps = {
  ...CAROUSEL_BASE_SETTINGS,
  // Spec 3 §9: spacing 10, autoplay 3000 ms, speed 300.
  spaceBetween: 10,
  autoplayDelay: 3000,
  speed: 300,
};

export const CAROUSEL_DEFAULT_PROPS: CarouselProps = {
  ...CAROUSEL_DEFAULT_SETTINGS,
  items: [],
};

/** Container widths (px) where the tablet and desktop slide counts start; match Tailwind's @3xl and @5xl. */
export const CAROUSEL_BREAKPOINTS = { tablet: 768, desktop: 1024 } as const;
