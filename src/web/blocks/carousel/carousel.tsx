import type { ReactElement } from 'react';
import { siteSlugOf } from '#web/site/site-slug.ts';
import { normalizeCarouselSettings } from './carousel-settings.ts';
import { usableItems } from './carousel-items.ts';
import { CarouselView } from './carousel-view.tsx';
import type { CarouselPresentation, CarouselProps } from './carousel.types.ts';

/**
 * A carousel that works without JavaScript: the server renders a CSS scroll-snap strip (swipe,
 * scroll, arrow keys once focused). After hydration Swiper is downloaded and takes over for
 * autoplay, pagination, looping and the rest of the settings (spec 2 §3).
 */
export function Carousel(props: CarouselProps): ReactElement {
  const presentation: CarouselPresentation = props.presentation === 'gallery' ? 'gallery' : 'cards';
  const items = usableItems(props.items, presentation === 'cards' && props.textSlides === true);
  if (items.length === 0) return <></>;
  const settings = normalizeCarouselSettings(props);
  const thumbnails = props.thumbnails && props.thumbnails.width > 0 && props.thumbnails.height > 0 ? props.thumbnails : null;
  const siteSlug = siteSlugOf(props);
  // Swiper rewrites the markup it is given; any change of settings or slides (the editor) starts over on fresh markup.
  const key = JSON.stringify([settings, items, presentation, thumbnails, siteSlug]);
  return <CarouselView key={key} settings={settings} items={items} presentation={presentation} thumbnails={thumbnails} siteSlug={siteSlug} />;
}
