// Product shots: which shape and colours each demo product gets, the file each variant is
// written to, and the backdrop the shape is drawn on.

import { demoProducts } from '../../src/server/seed/demo-products.ts';
import type { DemoCategory, DemoProduct } from '../../src/server/seed/demo-products.ts';
import { mix, paletteOf } from './colour.ts';
import { hashString, rng } from './random.ts';
import type { Shape, ShapeContext, ShapeName } from './shape-kit.ts';
import { apparelElectronicsShapes } from './shapes-apparel-electronics.ts';
import { homeAndGoodsShapes } from './shapes-home-and-goods.ts';

const PRODUCT_SIZE = 800;

const shapes: Record<ShapeName, Shape> = { ...apparelElectronicsShapes, ...homeAndGoodsShapes };

// ---- art direction per product ---------------------------------------------

interface ProductArt {
  shape: ShapeName;
  /** Colour used when the product has no colour options. */
  hex?: string;
  /** Second colour for labels, socks, book covers and the like. */
  accent?: string;
}

const ART: Record<string, ProductArt> = {
  'classic-tee': { shape: 'tee' },
  'everyday-hoodie': { shape: 'hoodie' },
  'linen-shirt': { shape: 'shirt' },
  'merino-beanie': { shape: 'beanie' },
  'canvas-sneaker': { shape: 'sneaker' },
  'trail-wool-socks': { shape: 'socks', hex: '#7A8B99', accent: '#C8643B' },
  'studio-headphones': { shape: 'headphones' },
  'pulse-smartwatch': { shape: 'watch' },
  'pebble-speaker': { shape: 'speaker', hex: '#3E7C8C' },
  'charge-pad': { shape: 'charger', hex: '#7A4E33' },
  'stoneware-mug': { shape: 'mug' },
  'arc-desk-lamp': { shape: 'lamp' },
  'linen-cushion': { shape: 'cushion' },
  'soy-candle': { shape: 'candle', hex: '#A8652F' },
  'ceramic-planter': { shape: 'planter', hex: '#D8D2C6' },
  'botanical-face-serum': { shape: 'serum', hex: '#A86A2C' },
  'shea-hand-cream': { shape: 'tube', hex: '#F1ECE2', accent: '#9DB08A' },
  'cork-yoga-mat': { shape: 'mat' },
  'insulated-bottle': { shape: 'bottle' },
  'commuter-backpack': { shape: 'backpack' },
  'wooden-block-set': { shape: 'blocks', hex: '#E0B27A' },
  'slow-kitchen-cookbook': { shape: 'book', hex: '#2F5D46', accent: '#E07A5F' },
  'single-origin-coffee': { shape: 'coffee', hex: '#B88A5A' },
  'winter-spice-tea': { shape: 'tin', hex: '#8C2F39' },
};

const CATEGORY_BACKGROUND: Record<DemoCategory, [string, string]> = {
  clothing: ['#F5EDE3', '#E3D2C0'],
  electronics: ['#EAF0F7', '#C7D3E4'],
  home: ['#F6EFE6', '#E2D4C2'],
  beauty: ['#FAEDEC', '#EBCFD2'],
  sports: ['#E8F3EC', '#C6DFD0'],
  toys: ['#FFF5DC', '#F5D9A6'],
  books: ['#F0ECF7', '#D6CCE9'],
  food: ['#F8EEE2', '#E6CBAE'],
  other: ['#EBF0F2', '#C9D6DA'],
};

export interface ProductImageJob {
  file: string;
  product: DemoProduct;
  art: ProductArt;
  hex: string;
  detail: boolean;
}

export function productImageJobs(): ProductImageJob[] {
  const jobs = new Map<string, ProductImageJob>();
  for (const product of demoProducts) {
    const art = ART[product.slug];
    if (!art) throw new Error(`no art direction for product ${product.slug}`);
    const firstColor = product.colors[0]?.hex ?? art.hex;
    if (!firstColor) throw new Error(`product ${product.slug} has neither colours nor an art colour`);
    const add = (file: string, hex: string, detail: boolean): void => {
      jobs.set(file, { file, product, art, hex, detail });
    };
    if (product.image !== `${product.slug}.webp`) {
      throw new Error(`${product.slug}: main image must be ${product.slug}.webp, got ${product.image}`);
    }
    add(product.image, firstColor, false);
    for (const file of product.images_other) {
      if (file === `${product.slug}-detail.webp`) {
        add(file, firstColor, true);
        continue;
      }
      const color = product.colors.find((c) => file === `${product.slug}-${c.value}.webp`);
      if (!color) throw new Error(`${product.slug}: cannot derive artwork for ${file}`);
      add(file, color.hex, false);
    }
  }
  return [...jobs.values()];
}

export function productSvg(job: ProductImageJob): string {
  const { product, art, hex, detail } = job;
  const [bgTop, bgBottom] = CATEGORY_BACKGROUND[product.category];
  // A whisper of the product colour in the backdrop ties each variant shot together.
  const top = mix(bgTop, hex, 0.08);
  const bottom = mix(bgBottom, hex, 0.12);
  const ctx: ShapeContext = {
    p: paletteOf(hex),
    accent: art.accent ?? mix(hex, '#ffffff', 0.45),
    rand: rng(hashString(job.file)),
  };
  const shape = shapes[art.shape](ctx);
  const view = detail
    ? // Close-up: zoom into the upper part and tilt slightly, like a second camera angle.
      `<g transform="translate(400 430) rotate(-9) scale(1.6) translate(-400 -380)">${shape}</g>`
    : `<ellipse cx="400" cy="662" rx="250" ry="28" fill="url(#shadow)"/>${shape}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PRODUCT_SIZE}" height="${PRODUCT_SIZE}" viewBox="0 0 800 800">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="${detail ? 1 : 0.3}" y2="1">
      <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
    </linearGradient>
    <radialGradient id="halo" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fff" stop-opacity="0.7"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  <circle cx="${detail ? 470 : 400}" cy="${detail ? 360 : 400}" r="330" fill="url(#halo)"/>
  ${view}
</svg>`;
}
