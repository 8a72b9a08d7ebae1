// Swiper is fetched only by pages that show a carousel, after hydration: the server markup is a
// working CSS scroll-snap carousel, so nothing waits for it.
import type SwiperClass from 'swiper';
import type { SwiperModule } from 'swiper/types';
import type { SwiperNeeds } from './swiper-options.ts';

export interface LoadedSwiper {
  Swiper: typeof SwiperClass;
  modules: SwiperModule[];
}

export async function loadSwiper(needs: SwiperNeeds): Promise<LoadedSwiper> {
  // Each dynamic import destructured on its own: that is the shape bundlers tree-shake, so only
  // these seven modules (not all of swiper/modules) end up in the chunk.
  const [Swiper, available] = await Promise.all([
    import('swiper').then(({ default: SwiperConstructor }) => SwiperConstructor),
    import('swiper/modules').then(({ A11y, Autoplay, FreeMode, Mousewheel, Pagination, Scrollbar, Zoom }) => ({
      A11y,
      Autoplay,
      FreeMode,
      Mousewheel,
      Pagination,
      Scrollbar,
      Zoom,
    })),
    import('swiper/css'),
    needs.freeMode ? import('swiper/css/free-mode') : undefined,
    needs.zoom ? import('swiper/css/zoom') : undefined,
  ]);
  const modules: SwiperModule[] = [];
  if (needs.a11y) modules.push(available.A11y);
  if (needs.autoplay) modules.push(available.Autoplay);
  if (needs.freeMode) modules.push(available.FreeMode);
  if (needs.mousewheel) modules.push(available.Mousewheel);
  if (needs.pagination) modules.push(available.Pagination);
  if (needs.scrollbar) modules.push(available.Scrollbar);
  if (needs.zoom) modules.push(available.Zoom);
  return { Swiper, modules };
}
