// Editor only: field definitions shared by the Carousel and ImageGallery configs.
import type { Field, RadioField } from '@puckeditor/core';
import { YES_NO_OPTIONS } from '../shared/field-options.ts';
import type { CarouselSettingsProps } from './carousel.types.ts';

export function onOffField(label: string): RadioField {
  return {
    type: 'radio',
    label,
    options: YES_NO_OPTIONS,
  };
}

/** Puck fields for every carousel setting of spec 2 §3. */
export const CAROUSEL_SETTING_FIELDS: { [Key in keyof CarouselSettingsProps]: Field<CarouselSettingsProps[Key]> } = {
  ariaLabel: { type: 'text', label: 'Accessible name' },
  slidesPerViewMobile: { type: 'number', label: 'Slides per view: mobile', min: 1, max: 6, step: 1 },
  slidesPerViewTablet: { type: 'number', label: 'Slides per view: tablet (768px and wider)', min: 1, max: 6, step: 1 },
  slidesPerViewDesktop: { type: 'number', label: 'Slides per view: desktop (1024px and wider)', min: 1, max: 6, step: 1 },
  spaceBetween: { type: 'number', label: 'Space between slides (px)', min: 0, max: 120, step: 1 },
  autoplayDelay: { type: 'number', label: 'Autoplay delay (ms, 0 = off)', min: 0, max: 60_000, step: 100 },
  speed: { type: 'number', label: 'Transition speed (ms)', min: 0, max: 5000, step: 50 },
  pagination: onOffField('Pagination dots'),
  paginationClickable: onOffField('Clickable dots'),
  navigation: onOffField('Previous / next buttons'),
  scrollbar: onOffField('Scrollbar'),
  freeMode: onOffField('Free scrolling (no snapping)'),
  direction: {
    type: 'radio',
    label: 'Direction',
    options: [
      { label: 'Horizontal', value: 'horizontal' },
      { label: 'Vertical', value: 'vertical' },
    ],
  },
  zoom: onOffField('Zoom images (double tap)'),
  mousewheel: onOffField('Mouse wheel'),
  grabCursor: onOffField('Grab cursor'),
  infinite: onOffField('Infinite (loop)'),
  keyboard: onOffField('Arrow keys'),
  a11y: onOffField('Screen reader announcements'),
};
