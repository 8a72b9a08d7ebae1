import { useEffect, useRef, useState } from 'react';
import type { CSSProperties, FocusEvent, KeyboardEvent, ReactElement } from 'react';
import type SwiperClass from 'swiper';
import { cx } from '#web/ui/class-names.ts';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import type { PresetStyles } from '#web/blocks/theme/presets.ts';
import { SiteLink } from '#web/site/site-link.tsx';
import { siteSlugOf } from '#web/site/site-slug.ts';
import { normalizeCarouselSettings } from './carousel-settings.ts';
import type { CarouselItem, CarouselProps, CarouselSettingsProps } from './carousel.types.ts';
import { loadSwiper } from './load-swiper.ts';
import { autoplayActive, buildSwiperOptions, swiperNeeds } from './swiper-options.ts';

type Presentation = NonNullable<CarouselProps['presentation']>;
type Thumbnails = NonNullable<CarouselProps['thumbnails']>;

interface ViewProps {
  settings: CarouselSettingsProps;
  items: CarouselItem[];
  presentation: Presentation;
  thumbnails: Thumbnails | null;
  siteSlug: string | undefined;
}

type Stage = 'static' | 'enhanced';
type AutoplayState = 'off' | 'playing' | 'paused';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** Slides with an image; with `textSlides` (cards only) also slides with just a title. */
function usableItems(items: unknown, textSlides: boolean): CarouselItem[] {
  if (!Array.isArray(items)) return [];
  return items.filter(
    (item): item is CarouselItem => typeof item === 'object' && item !== null && typeof item.image === 'string' && (filled(item.image) || (textSlides && filled(item.title))),
  );
}

/**
 * A carousel that works without JavaScript: the server renders a CSS scroll-snap strip (swipe,
 * scroll, arrow keys once focused). After hydration Swiper is downloaded and takes over for
 * autoplay, pagination, looping and the rest of the settings (spec 2 §3).
 */
export function Carousel(props: CarouselProps): ReactElement {
  const presentation: Presentation = props.presentation === 'gallery' ? 'gallery' : 'cards';
  const items = usableItems(props.items, presentation === 'cards' && props.textSlides === true);
  if (items.length === 0) return <></>;
  const settings = normalizeCarouselSettings(props);
  const thumbnails = props.thumbnails && props.thumbnails.width > 0 && props.thumbnails.height > 0 ? props.thumbnails : null;
  const siteSlug = siteSlugOf(props);
  // Swiper rewrites the markup it is given; any change of settings or slides (the editor) starts over on fresh markup.
  const key = JSON.stringify([settings, items, presentation, thumbnails, siteSlug]);
  return <CarouselView key={key} settings={settings} items={items} presentation={presentation} thumbnails={thumbnails} siteSlug={siteSlug} />;
}

const BUTTON_CLASSES = cx(
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-current/20 bg-white/90 text-[var(--swiper-theme-color,var(--color-primary))] shadow-sm',
  'hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--swiper-theme-color,var(--color-primary))]',
  'disabled:cursor-not-allowed disabled:opacity-40',
);

// Swiper's pagination and scrollbar CSS assume they sit inside the slider; ours sit below it, styled here.
// A clickable dot is a 24 px button (WCAG 2.5.8's minimum target) painting a 10 px dot: its
// background is clipped to the content box inside 7 px of padding, and the radius follows.
const PAGINATION_CLASSES = cx(
  'flex flex-wrap items-center justify-center gap-2 [&:has(button)]:gap-0 [&.swiper-pagination-lock]:hidden',
  '[&_.swiper-pagination-bullet]:inline-block [&_.swiper-pagination-bullet]:size-2.5 [&_.swiper-pagination-bullet]:rounded-full [&_.swiper-pagination-bullet]:bg-current [&_.swiper-pagination-bullet]:p-0 [&_.swiper-pagination-bullet]:opacity-30',
  '[&_button.swiper-pagination-bullet]:size-6 [&_button.swiper-pagination-bullet]:bg-clip-content [&_button.swiper-pagination-bullet]:p-[7px]',
  '[&_button.swiper-pagination-bullet]:cursor-pointer [&_button.swiper-pagination-bullet]:focus-visible:outline-2 [&_button.swiper-pagination-bullet]:focus-visible:outline-offset-2',
  '[&_.swiper-pagination-bullet-active]:bg-[var(--swiper-theme-color,var(--color-primary))] [&_.swiper-pagination-bullet-active]:opacity-100',
);

function ChevronIcon({ direction }: { direction: 'prev' | 'next' | 'up' | 'down' }): ReactElement {
  const paths = { prev: 'M12.5 4l-6 6 6 6', next: 'M7.5 4l6 6-6 6', up: 'M4 12.5l6-6 6 6', down: 'M4 7.5l6 6 6-6' };
  return (
    <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="size-5">
      <path d={paths[direction]} />
    </svg>
  );
}

function CarouselView({ settings, items, presentation, thumbnails, siteSlug }: ViewProps): ReactElement {
  const { styles } = useTheme();
  const viewportRef = useRef<HTMLDivElement>(null);
  const paginationRef = useRef<HTMLDivElement>(null);
  const scrollbarRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<SwiperClass | null>(null);
  const loadedRef = useRef<Awaited<ReturnType<typeof loadSwiper>> | null>(null);
  const [stage, setStage] = useState<Stage>('static');
  const [activeIndex, setActiveIndex] = useState(0);
  const [edges, setEdges] = useState({ start: false, end: false });
  const [autoplay, setAutoplay] = useState<AutoplayState>('off');
  // Props are fixed for this instance (the parent remounts it on change), so effects run once.
  const [config] = useState(() => ({ settings, count: items.length }));

  const vertical = settings.direction === 'vertical';
  const enhanced = stage === 'enhanced';
  const label = settings.ariaLabel;

  useEffect(() => {
    let cancelled = false;
    const needs = swiperNeeds(config.settings, { slideCount: config.count, reducedMotion: prefersReducedMotion() });
    loadSwiper(needs).then(
      (loaded) => {
        if (cancelled) return;
        loadedRef.current = loaded;
        // First re-render with Swiper's class names; the next effect starts Swiper on that markup.
        setStage('enhanced');
      },
      () => {
        // Offline or a stale deploy: the scroll-snap carousel keeps working.
      },
    );
    return () => {
      cancelled = true;
    };
  }, [config]);

  useEffect(() => {
    const loaded = loadedRef.current;
    const element = viewportRef.current;
    if (stage !== 'enhanced' || loaded === null || element === null) return;
    const reducedMotion = prefersReducedMotion();
    const env = { slideCount: config.count, reducedMotion, paginationEl: paginationRef.current, scrollbarEl: scrollbarRef.current };
    const swiper = new loaded.Swiper(element, { ...buildSwiperOptions(config.settings, env), modules: loaded.modules });
    const sync = (): void => {
      setActiveIndex(swiper.realIndex);
      setEdges({ start: swiper.isBeginning, end: swiper.isEnd });
    };
    swiper.on('slideChange', sync);
    swiper.on('resize', sync);
    sync();
    swiperRef.current = swiper;
    setAutoplay(autoplayActive(config.settings, env) ? 'playing' : 'off');
    return () => {
      swiperRef.current = null;
      swiper.destroy(true, true);
    };
  }, [stage, config]);

  const behavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');

  /** Before Swiper arrives, the buttons scroll the strip by one view. */
  const scrollStatic = (direction: 1 | -1): void => {
    const element = viewportRef.current;
    if (element === null) return;
    const position = vertical ? element.scrollTop : element.scrollLeft;
    const size = vertical ? element.clientHeight : element.clientWidth;
    const extent = (vertical ? element.scrollHeight : element.scrollWidth) - size;
    let target = position + direction * size;
    if (settings.infinite && direction > 0 && position >= extent - 1) target = 0;
    if (settings.infinite && direction < 0 && position <= 1) target = extent;
    element.scrollTo({ [vertical ? 'top' : 'left']: target, behavior: behavior() });
  };

  const step = (direction: 1 | -1): void => {
    const swiper = swiperRef.current;
    if (swiper === null) scrollStatic(direction);
    else if (direction > 0) swiper.slideNext();
    else swiper.slidePrev();
  };

  const goTo = (index: number): void => {
    const swiper = swiperRef.current;
    setActiveIndex(index);
    if (swiper !== null) {
      if (swiper.params.loop === true) swiper.slideToLoop(index);
      else swiper.slideTo(index);
      return;
    }
    const element = viewportRef.current;
    const slide = element?.querySelector<HTMLElement>(`[data-slide-index="${index}"]`);
    if (element == null || slide == null) return;
    element.scrollTo({ [vertical ? 'top' : 'left']: vertical ? slide.offsetTop : slide.offsetLeft, behavior: behavior() });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    // Without Swiper the focused strip scrolls natively with the arrow keys.
    if (!settings.keyboard || swiperRef.current === null) return;
    if ((event.target as HTMLElement).closest('input, textarea, select, [contenteditable="true"]') !== null) return;
    const previous = vertical ? 'ArrowUp' : 'ArrowLeft';
    const next = vertical ? 'ArrowDown' : 'ArrowRight';
    if (event.key !== previous && event.key !== next) return;
    event.preventDefault();
    step(event.key === next ? 1 : -1);
  };

  const toggleAutoplay = (): void => {
    const swiper = swiperRef.current;
    if (swiper === null) return;
    if (autoplay === 'playing') {
      swiper.autoplay.stop();
      setAutoplay('paused');
    } else {
      swiper.autoplay.start();
      setAutoplay('playing');
    }
  };

  // Moving content must hold still while a keyboard or screen reader user is inside it (WCAG 2.2.2).
  const onFocusIn = (): void => {
    if (autoplay === 'playing') swiperRef.current?.autoplay.pause();
  };
  const onFocusOut = (event: FocusEvent<HTMLDivElement>): void => {
    if (autoplay === 'playing' && !event.currentTarget.contains(event.relatedTarget as Node | null)) swiperRef.current?.autoplay.resume();
  };

  const variables = {
    '--carousel-gap': `${settings.spaceBetween}px`,
    '--carousel-m': settings.slidesPerViewMobile,
    '--carousel-t': settings.slidesPerViewTablet,
    '--carousel-d': settings.slidesPerViewDesktop,
  } as CSSProperties;
  // One slide's share of the strip: the view minus the gaps between the visible slides.
  const staticSlideStyle: CSSProperties = {
    flex: '0 0 calc((100% - (var(--carousel-per-view) - 1) * var(--carousel-gap)) / var(--carousel-per-view))',
  };
  const edgeDisabled = !settings.infinite && enhanced;

  return (
    <div
      className={cx('@container relative', styles.carousel)}
      style={variables}
      data-carousel=""
      onFocus={onFocusIn}
      onBlur={onFocusOut}
    >
      <div className={cx(vertical && 'flex gap-3')}>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape and focus events bubble up from the real controls inside; the element itself takes no action */}
        <div
          ref={viewportRef}
          role="region"
          aria-roledescription="carousel"
          aria-label={label}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
          tabIndex={0}
          onKeyDown={onKeyDown}
          className={cx(
            'relative min-w-0 flex-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--swiper-theme-color,var(--color-primary))]',
            '[--carousel-per-view:var(--carousel-m)] @3xl:[--carousel-per-view:var(--carousel-t)] @5xl:[--carousel-per-view:var(--carousel-d)]',
            vertical && 'h-[28rem]',
            enhanced
              ? 'swiper'
              : cx(
                  'overscroll-contain [scrollbar-width:thin] motion-safe:scroll-smooth',
                  vertical ? 'overflow-y-auto' : 'overflow-x-auto',
                  vertical ? 'snap-y' : 'snap-x',
                  settings.freeMode ? 'snap-proximity' : 'snap-mandatory',
                ),
          )}
        >
          <div
            className={
              enhanced
                ? 'swiper-wrapper'
                : cx('flex gap-[var(--carousel-gap)]', vertical ? 'h-full flex-col' : 'items-stretch')
            }
          >
            {items.map((item, index) => (
              <div
                key={index}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${items.length}`}
                data-slide-index={index}
                // Equal heights across a row; vertical slides keep the heights Swiper sets.
                className={enhanced ? cx('swiper-slide', !vertical && 'h-auto!') : 'relative snap-start'}
                style={enhanced ? undefined : staticSlideStyle}
              >
                <Slide
                  item={item}
                  index={index}
                  presentation={presentation}
                  zoom={settings.zoom}
                  vertical={vertical}
                  eager={index === 0}
                  siteSlug={siteSlug}
                  styles={styles}
                />
              </div>
            ))}
          </div>
        </div>
        {settings.scrollbar && vertical && <div ref={scrollbarRef} className={cx('relative w-1.5 rounded-full bg-current/10', SCROLLBAR_DRAG, !enhanced && 'invisible')} />}
      </div>
      {settings.scrollbar && !vertical && (
        <div ref={scrollbarRef} className={cx('relative mt-3 h-1.5 rounded-full bg-current/10', SCROLLBAR_DRAG, !enhanced && 'invisible')} />
      )}
      {(settings.navigation || settings.pagination || autoplay !== 'off') && (
        <div className="mt-3 flex items-center justify-center gap-3">
          {settings.navigation && (
            <button type="button" className={BUTTON_CLASSES} aria-label="Previous slide" disabled={edgeDisabled && edges.start} onClick={() => step(-1)}>
              <ChevronIcon direction={vertical ? 'up' : 'prev'} />
            </button>
          )}
          {settings.pagination && <div ref={paginationRef} className={cx(PAGINATION_CLASSES, 'min-w-0')} />}
          {settings.navigation && (
            <button type="button" className={BUTTON_CLASSES} aria-label="Next slide" disabled={edgeDisabled && edges.end} onClick={() => step(1)}>
              <ChevronIcon direction={vertical ? 'down' : 'next'} />
            </button>
          )}
          {autoplay !== 'off' && (
            <button type="button" className={BUTTON_CLASSES} aria-label={autoplay === 'playing' ? 'Pause slideshow' : 'Play slideshow'} onClick={toggleAutoplay}>
              {autoplay === 'playing' ? <PauseIcon /> : <PlayIcon />}
            </button>
          )}
        </div>
      )}
      {thumbnails !== null && items.length > 1 && (
        <div className="mt-3 flex gap-2 overflow-x-auto p-1" role="group" aria-label={`${label}: thumbnails`}>
          {items.map((item, index) => (
            <button
              key={index}
              type="button"
              onClick={() => goTo(index)}
              aria-label={`Show slide ${index + 1}${item.alt ? `: ${item.alt}` : ''}`}
              aria-current={index === activeIndex ? 'true' : undefined}
              className={cx(
                'shrink-0 overflow-hidden rounded-md border-2 focus-visible:outline-2 focus-visible:outline-offset-2',
                index === activeIndex ? 'border-[var(--swiper-theme-color,var(--color-primary))]' : 'border-transparent opacity-70 hover:opacity-100',
              )}
              style={{ width: thumbnails.width, height: thumbnails.height }}
            >
              <img src={item.image} alt="" loading="lazy" decoding="async" className="size-full object-cover" width={thumbnails.width} height={thumbnails.height} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

const SCROLLBAR_DRAG =
  '[&.swiper-scrollbar-lock]:hidden [&_.swiper-scrollbar-drag]:relative [&_.swiper-scrollbar-drag]:size-full [&_.swiper-scrollbar-drag]:cursor-grab [&_.swiper-scrollbar-drag]:rounded-full [&_.swiper-scrollbar-drag]:bg-[var(--swiper-theme-color,var(--color-primary))]';

function PauseIcon(): ReactElement {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
      <rect x="5" y="4" width="3.5" height="12" rx="1" />
      <rect x="11.5" y="4" width="3.5" height="12" rx="1" />
    </svg>
  );
}

function PlayIcon(): ReactElement {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
      <path d="M6 4.5v11a1 1 0 0 0 1.5.86l9-5.5a1 1 0 0 0 0-1.72l-9-5.5A1 1 0 0 0 6 4.5z" />
    </svg>
  );
}

interface SlideProps {
  item: CarouselItem;
  index: number;
  presentation: Presentation;
  zoom: boolean;
  /** Vertical slides have a fixed height, so the image takes what the text leaves instead of keeping a ratio. */
  vertical: boolean;
  /**
   * Only the first slide loads at once (React also preloads it): a carousel is often the hero. The
   * rest are lazy, which still loads the visible ones right away without competing with the page.
   */
  eager: boolean;
  siteSlug: string | undefined;
  styles: PresetStyles;
}

function Slide({ item, index, presentation, zoom, vertical, eager, siteSlug, styles }: SlideProps): ReactElement {
  const title = typeof item.title === 'string' ? item.title.trim() : '';
  const description = typeof item.description === 'string' ? item.description.trim() : '';
  const alt = typeof item.alt === 'string' ? item.alt : '';
  const hasLink = typeof item.link === 'string' && item.link.trim() !== '';
  const image = (
    <img
      src={item.image}
      alt={alt}
      width={item.width || undefined}
      height={item.height || undefined}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      draggable={false}
      className={cx('size-full', presentation === 'gallery' ? 'object-contain' : 'object-cover')}
    />
  );
  const frame = !filled(item.image) ? null : (
    <div
      className={cx(
        'overflow-hidden',
        vertical ? 'min-h-0 flex-1' : presentation === 'gallery' ? 'aspect-video' : 'aspect-[4/3]',
        presentation === 'gallery' && 'bg-black/5',
        presentation === 'gallery' && styles.image,
        zoom && 'swiper-zoom-container',
      )}
    >
      {image}
    </div>
  );

  if (presentation === 'gallery') {
    return (
      <figure className="relative m-0 flex h-full flex-col">
        {frame}
        {(title !== '' || description !== '') && (
          <figcaption className="mt-2 text-center">
            {title !== '' && <span className={cx('block', styles.title)}>{title}</span>}
            {description !== '' && <span className={cx('block', styles.description)}>{description}</span>}
          </figcaption>
        )}
      </figure>
    );
  }

  return (
    <article className={cx('relative flex h-full flex-col overflow-hidden', styles.teaser)}>
      {hasLink && title === '' ? (
        <SiteLink
          href={item.link}
          siteSlug={siteSlug}
          aria-label={alt === '' ? `Slide ${index + 1}` : undefined}
          className={cx('focus-visible:outline-2 focus-visible:-outline-offset-2', vertical ? 'flex min-h-0 flex-1 flex-col' : 'block')}
        >
          {frame}
        </SiteLink>
      ) : (
        frame
      )}
      {(title !== '' || description !== '') && (
        <div className={cx('flex flex-col gap-1 p-4', !vertical && 'flex-1')}>
          {title !== '' && (
            <p className={styles.title}>
              {hasLink ? (
                // The title's link covers the whole card, so the card is one tab stop with a clear name.
                <SiteLink href={item.link} siteSlug={siteSlug} className="after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-offset-2">
                  {title}
                </SiteLink>
              ) : (
                title
              )}
            </p>
          )}
          {description !== '' && <p className={styles.description}>{description}</p>}
        </div>
      )}
    </article>
  );
}
