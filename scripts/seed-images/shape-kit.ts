// What every product shape shares. Each shape draws into an 800×800 canvas, centred around
// (400, 420), resting on a ground line near y = 650 where the shared shadow sits.

import type { Palette } from './colour.ts';

export type ShapeName =
  | 'tee'
  | 'hoodie'
  | 'shirt'
  | 'beanie'
  | 'sneaker'
  | 'socks'
  | 'headphones'
  | 'watch'
  | 'speaker'
  | 'charger'
  | 'mug'
  | 'lamp'
  | 'cushion'
  | 'candle'
  | 'planter'
  | 'serum'
  | 'tube'
  | 'mat'
  | 'bottle'
  | 'backpack'
  | 'blocks'
  | 'book'
  | 'coffee'
  | 'tin';

export interface ShapeContext {
  p: Palette;
  /** Secondary colour for shapes that need one (labels, accents). */
  accent: string;
  rand: () => number;
}

export const sw = (p: Palette, w = 4): string => `stroke="${p.stroke}" stroke-width="${w}" stroke-linejoin="round"`;

/** Horizontal shading for cylinders: darker edges, a soft highlight left of centre. */
export const CYLINDER_SHADE = `<linearGradient id="cyl" x1="0" x2="1" y1="0" y2="0">
  <stop offset="0" stop-color="#000" stop-opacity="0.28"/>
  <stop offset="0.3" stop-color="#fff" stop-opacity="0.16"/>
  <stop offset="0.55" stop-color="#fff" stop-opacity="0"/>
  <stop offset="1" stop-color="#000" stop-opacity="0.3"/>
</linearGradient>`;

export type Shape = (c: ShapeContext) => string;
