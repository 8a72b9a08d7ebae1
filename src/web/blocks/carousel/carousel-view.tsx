import { useEffect, useRef, useState } from 'react';
import type { CSSProperties, FocusEvent, KeyboardEvent, ReactElement } from 'react';
import type SwiperClass from 'swiper';
import { cx } from '#web/ui/class-names.ts';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { BUTTON_CLASSES, ChevronIcon, PAGINATION_CLASSES, PauseIcon, PlayIcon, SCROLLBAR_DRAG } from './carousel-controls.tsx';
import { Slide } from './carousel-slide.tsx';
import type { CarouselItem, CarouselPresentation, CarouselSettingsProps, CarouselThumbnails } from './carousel.types.ts';
import { loadSwiper } from './load-swiper.ts';
import { autoplayActive, buildSwiperOptions, swiperNeeds } from './swiper-options.ts';

interface ViewProps {
  settings: CarouselSettingsProps;
  items: CarouselItem[];
  presentation: CarouselPresentation;
  thumbnails: CarouselThumbnails | null;
  siteSlug: string | undefined;
}

type Stage = 'static' | 'enhanced';
type AutoplayState = 'off' | 'playing' | 'paused';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function CarouselView({ settings, items, presentation, thumbnails, siteSlug }: ViewProps): ReactElement {
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
