// The pages bench/visitor-js.ts publishes on the demo site: Puck documents as the editor saves
// them (block props as in tests/e2e/all-blocks.ts), with the seeded demo images.
import { CAROUSEL_DEFAULT_PROPS } from '#web/blocks/carousel/carousel.types.ts';
import { DROPDOWN_MENU_DEFAULT_PROPS } from '#web/blocks/dropdown-menu/dropdown-menu.types.ts';
import { IMAGE_GALLERY_DEFAULT_PROPS } from '#web/blocks/image-gallery/image-gallery.types.ts';
import { NAV_MENU_DEFAULT_PROPS } from '#web/blocks/nav-menu/nav-menu.types.ts';

export interface BenchPage {
  key: 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g';
  /** Under the demo site, as the editor publishes it (or as the seed published it: see `data`). */
  path: string;
  pathWithNoSite: string;
  title: string;
  /** What is on it, for the printout. */
  contents: string;
  /** Gzipped visitor JS target in KB; null: measured, no target. */
  targetKb: number | null;
  /** The Puck document the bench publishes; null: the seed publishes the page (a product page). */
  data: { root: { props: Record<string, unknown> }; content: unknown[] } | null;
}

// Seed files (src/server/seed/images), all 800 × 800.
const PRODUCTS = ['classic-tee', 'arc-desk-lamp', 'ceramic-planter', 'canvas-sneaker', 'linen-cushion', 'insulated-bottle'].map((name) => `/media/demo/products/${name}.webp`);
const HERO = '/media/demo/content/home-and-living.webp';

function documentOf(title: string, blocks: (block: (type: string, props: Record<string, unknown>) => unknown) => unknown[]) {
  let n = 0;
  const block = (type: string, props: Record<string, unknown>) => ({ type, props: { id: `${type}-${++n}`, ...props } });
  return {
    root: { props: { title, description: `${title}: a page of the visitor-js bench.`, theme: 'default', fontFamily: 'default', maxWidth: '1280px', language: 'en' } },
    content: blocks(block),
  };
}

type Block = (type: string, props: Record<string, unknown>) => unknown;

const navMenu = (block: Block) =>
  block('NavMenu', {
    ...NAV_MENU_DEFAULT_PROPS,
    title: 'Demo Store',
    links: [
      { label: 'Home', href: '/', target: '_self' },
      { label: 'Shop', href: '/shop', target: '_self' },
      { label: 'About', href: '/about', target: '_self' },
      { label: 'Contact', href: '/contact', target: '_self' },
    ],
  });

/** Spec 3 §2: every personal button of the shop navigation, on wide and small screens. */
const SHOP_BUTTONS = { desktop: true, mobile: true };
const shopNavMenu = (block: Block) =>
  block('NavMenu', {
    ...NAV_MENU_DEFAULT_PROPS,
    title: 'Demo Store',
    links: [
      { label: 'Home', href: '/', target: '_self' },
      { label: 'Shop', href: '/products', target: '_self' },
      { label: 'About', href: '/about', target: '_self' },
    ],
    cart: SHOP_BUTTONS,
    wishlist: SHOP_BUTTONS,
    login: SHOP_BUTTONS,
    userMenu: SHOP_BUTTONS,
  });

const dropdownMenu = (block: Block) =>
  block('DropdownMenu', {
    ...DROPDOWN_MENU_DEFAULT_PROPS,
    label: 'Browse categories',
    items: [
      { label: 'Clothing', href: '/clothing', target: '_self' },
      { label: 'Home and living', href: '/home-and-living', target: '_self' },
      { label: 'Outdoors', href: '/outdoors', target: '_self' },
    ],
  });

const carousel = (block: Block) =>
  block('Carousel', {
    ...CAROUSEL_DEFAULT_PROPS,
    ariaLabel: 'Featured products',
    items: PRODUCTS.slice(0, 4).map((image, i) => ({ image, alt: `Product photo ${i + 1}`, title: `Product ${i + 1}`, description: 'Made to be used every day.', link: '/about', width: 800, height: 800 })),
  });

const imageGallery = (block: Block) =>
  block('ImageGallery', {
    ...IMAGE_GALLERY_DEFAULT_PROPS,
    ariaLabel: 'Product photos',
    images: PRODUCTS.map((url, i) => ({ url, alt: `Gallery photo ${i + 1}`, title: `Photo ${i + 1}`, description: '', width: 800, height: 800 })),
  });

const modalButton = (block: Block) =>
  block('Button', {
    label: 'Delivery details',
    href: '',
    target: '_self',
    variant: 'primary',
    size: 'md',
    align: 'start',
    modal: { enabled: true, title: 'Delivery', text: 'Orders leave our workshop within two working days.' },
  });

/** Static blocks: text, an image with its size, columns, a link button and a plain alert. */
const staticContent = (block: Block) => [
  block('Heading', { text: 'Well-made everyday things', level: 'h1', align: 'start', size: '4xl' }),
  block('Text', {
    text: 'Organic basics, handmade homeware and a few good gadgets, chosen to be used every day and kept for years.',
    align: 'start',
    size: 'lg',
    textDisplayLength: 0,
  }),
  block('Image', { url: HERO, alt: 'Stoneware mugs and a linen cloth on a wooden table', width: 1200, height: 630, fit: 'cover', loading: 'eager', placeholder: 'blur', align: 'center' }),
  block('Columns', {
    count: 2,
    split: '50-50',
    gap: '6',
    stackOnMobile: true,
    column1: [
      block('Heading', { text: 'Made to last', level: 'h2', align: 'start', size: '2xl' }),
      block('RichText', { markdown: 'Every product is made in **small batches** from materials we can trace, and built to be [repaired](/about) rather than replaced.' }),
    ],
    column2: [
      block('Heading', { text: 'Delivered gently', level: 'h2', align: 'start', size: '2xl' }),
      block('Text', { text: 'Plastic-free packaging, carbon-neutral delivery, and returns within 30 days.', align: 'start', size: 'base', textDisplayLength: 0 }),
    ],
    column3: [],
    column4: [],
  }),
  block('Button', { label: 'Read our story', href: '/about', target: '_self', variant: 'outline', size: 'md', align: 'start', modal: { enabled: false, title: '', text: '' } }),
  block('Alert', { variant: 'info', title: 'Free delivery', message: 'On orders over 50 euros.', dismissible: false }),
];

const section = (block: Block, content: unknown[]) => block('Section', { maxWidth: '1280px', paddingY: '8', paddingX: '4', background: '', content });

export const BENCH_PAGES: readonly BenchPage[] = [
  {
    key: 'a',
    path: '/site-demo/bench-menus',
    pathWithNoSite: '/bench-menus',
    title: 'Menus',
    contents: 'NavMenu and DropdownMenu, plus static content',
    targetKb: 80,
    data: documentOf('Menus', (block) => [navMenu(block), section(block, [dropdownMenu(block), ...staticContent(block)])]),
  },
  {
    key: 'b',
    path: '/site-demo/bench-media',
    pathWithNoSite: '/bench-media',
    title: 'Media',
    contents: 'Carousel and ImageGallery, plus a heading and text',
    targetKb: 120,
    data: documentOf('Media', (block) => [
      section(block, [
        block('Heading', { text: 'This season', level: 'h1', align: 'start', size: '4xl' }),
        block('Text', { text: 'A few of the things we are making right now.', align: 'start', size: 'lg', textDisplayLength: 0 }),
        carousel(block),
        block('Heading', { text: 'Up close', level: 'h2', align: 'start', size: '2xl' }),
        imageGallery(block),
      ]),
    ]),
  },
  {
    key: 'c',
    path: '/site-demo/bench-content',
    pathWithNoSite: '/bench-content',
    title: 'Content',
    contents: 'static content only (no islands)',
    targetKb: 0,
    data: documentOf('Content', (block) => [section(block, staticContent(block))]),
  },
  {
    key: 'd',
    path: '/site-demo/bench-every-island',
    pathWithNoSite: '/bench-every-island',
    title: 'Every island',
    contents: 'NavMenu, DropdownMenu, a modal Button, Carousel and ImageGallery, plus static content',
    targetKb: null,
    data: documentOf('Every island', (block) => [
      navMenu(block),
      section(block, [dropdownMenu(block), ...staticContent(block), modalButton(block), carousel(block), imageGallery(block)]),
    ]),
  },
  {
    key: 'e',
    path: '/site-demo/bench-shop-nav',
    pathWithNoSite: '/bench-shop-nav',
    title: 'Shop navigation',
    contents: 'NavMenu with cart, wishlist, Login and user menu on desktop and mobile, plus static content',
    targetKb: 80,
    data: documentOf('Shop navigation', (block) => [shopNavMenu(block), section(block, staticContent(block))]),
  },
  {
    key: 'g',
    path: '/site-demo/bench-math',
    pathWithNoSite: '/bench-math',
    title: 'Formulas and a diagram',
    contents: 'RichText with inline and display formulas and a mermaid flowchart (decision 047), plus static content',
    targetKb: null,
    data: documentOf('Formulas and a diagram', (block) => [
      section(block, [
        ...staticContent(block),
        block('RichText', {
          markdown: 'Energy: $E=mc^2$, with a thin space: $a\\,b$.\n\n$$\n\\int_0^1 x^2\\,dx = \\frac{1}{3}\n$$\n\n```mermaid\nflowchart LR\n  Cart --> Checkout --> Order\n```',
        }),
      ]),
    ]),
  },
];

/** The demo product the product page (f) shows: in stock, with colours, sizes and pictures. */
export const BENCH_PRODUCT_SLUG = 'classic-tee';

/**
 * (f) A product's page as the seed publishes it: the demo site's products view template with the
 * record bound (ProductDetails and its purchase island, the shop navigation, the footer).
 */
export function productBenchPage(productId: string): BenchPage {
  return {
    key: 'f',
    path: `/data/site-demo/products/${productId}`,
    pathWithNoSite: `/data/products/${productId}`,
    title: 'Product page',
    contents: `the demo product page of '${BENCH_PRODUCT_SLUG}' (products view template, seeded)`,
    targetKb: 130,
    data: null,
  };
}
