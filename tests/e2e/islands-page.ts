import { CAROUSEL_DEFAULT_PROPS } from '../../src/web/blocks/carousel/carousel.types.ts';
import { IMAGE_GALLERY_DEFAULT_PROPS } from '../../src/web/blocks/image-gallery/image-gallery.types.ts';

const products = [
  '/media/demo/products/classic-tee.webp',
  '/media/demo/products/arc-desk-lamp.webp',
  '/media/demo/products/ceramic-planter.webp',
  '/media/demo/products/stoneware-mug.webp',
  '/media/demo/products/studio-headphones.webp',
];

// Ids as Puck gives them: unique on the page, and the prefix of each island's useId values.
const block = (type: string, id: string, props: Record<string, unknown>) => ({ type, props: { id, ...props } });
const link = (label: string, href: string) => ({ label, href, target: '_self' });
const text = (id: string, value: string) => block('Text', id, { text: value, align: 'start', size: 'base', textDisplayLength: 0 });
const button = (id: string, label: string, modal: { enabled: boolean; title: string; text: string }, href = '') =>
  block('Button', id, { label, href, target: '_self', variant: 'primary', size: 'md', align: 'start', modal });
const dropdown = (id: string, label: string, items: ReturnType<typeof link>[]) => block('DropdownMenu', id, { label, items, align: 'start' });
const root = { props: { title: 'Islands', description: '', theme: 'default', fontFamily: 'default', maxWidth: '1440px', language: 'en' } };

/**
 * Every kind of island, two of one kind (the dropdowns, the alerts), islands nested in slots and
 * in a dark section, static blocks around them, and the 'visible' islands far below the fold.
 */
export function islandsPage() {
  return {
    root,
    content: [
      block('NavMenu', 'NavMenu-main', {
        title: 'Islands Demo',
        logo: '',
        logoAlt: '',
        homeHref: '/',
        links: [link('Home', '/'), link('About', '/about'), link('Contact', '/contact')],
        ariaLabel: 'Main',
      }),
      block('Section', 'Section-intro', {
        maxWidth: '1280px',
        paddingY: '8',
        paddingX: '4',
        background: '',
        content: [
          block('Heading', 'Heading-title', { text: 'Islands on one page', level: 'h1', align: 'start', size: '4xl' }),
          text('Text-intro', 'Static text that no React root may own.'),
          dropdown('DropdownMenu-shop', 'Shop', [link('Shirts', '/shirts'), link('Lamps', '/lamps'), link('Mugs', '/mugs')]),
          block('Columns', 'Columns-main', {
            count: 3,
            split: '33-33-33',
            gap: '6',
            stackOnMobile: true,
            column1: [text('Text-left', 'Left column text.')],
            column2: [dropdown('DropdownMenu-help', 'Help', [link('FAQ', '/faq'), link('Shipping', '/shipping')])],
            column3: [text('Text-right', 'Right column text.')],
            column4: [],
          }),
        ],
      }),
      // A dark section: blocks inside, islands included, take the preset readable on it.
      block('Section', 'Section-dark', {
        maxWidth: '1280px',
        paddingY: '8',
        paddingX: '4',
        background: 'slate-900',
        content: [
          button('Button-details', 'Open details', { enabled: true, title: 'Details', text: 'More about this page.' }),
          button('Button-link', 'Read more', { enabled: false, title: '', text: '' }, '/about'),
        ],
      }),
      block('Alert', 'Alert-mouse', { variant: 'warning', title: 'Mouse alert', message: 'Dismiss me with the mouse.', dismissible: true }),
      block('Alert', 'Alert-keyboard', { variant: 'info', title: 'Keyboard alert', message: 'Dismiss me with the keyboard.', dismissible: true }),
      // Far below the fold: the carousel and the gallery hydrate only once scrolled to.
      ...['1', '2', '3', '4'].map((n) => block('Spacer', `Spacer-${n}`, { height: '96' })),
      block('Carousel', 'Carousel-main', {
        ...CAROUSEL_DEFAULT_PROPS,
        slidesPerViewMobile: 1,
        slidesPerViewTablet: 1,
        slidesPerViewDesktop: 1,
        // No autoplay: the test decides when slides move.
        autoplayDelay: 0,
        ariaLabel: 'Featured products',
        items: products.map((image, i) => ({ image, alt: `Product ${i + 1}`, title: `Product ${i + 1}`, description: 'A product', link: '' })),
      }),
      block('ImageGallery', 'ImageGallery-main', {
        ...IMAGE_GALLERY_DEFAULT_PROPS,
        ariaLabel: 'Product gallery',
        images: products.slice(0, 4).map((url, i) => ({ url, alt: `Gallery image ${i + 1}`, title: `Image ${i + 1}`, description: '', width: 800, height: 800 })),
      }),
    ],
  };
}

/** Static blocks only, including the island blocks in their static configurations. */
export function contentOnlyPage() {
  return {
    root,
    content: [
      block('Section', 'Section-static', {
        maxWidth: '1280px',
        paddingY: '8',
        paddingX: '4',
        background: '',
        content: [
          block('Heading', 'Heading-static', { text: 'Nothing to hydrate', level: 'h1', align: 'start', size: '4xl' }),
          block('Columns', 'Columns-static', {
            count: 2,
            split: '50-50',
            gap: '6',
            stackOnMobile: true,
            column1: [text('Text-static', 'Plain content.')],
            column2: [button('Button-static', 'Read more', { enabled: false, title: '', text: '' }, '/about')],
            column3: [],
            column4: [],
          }),
          block('Alert', 'Alert-static', { variant: 'info', title: 'Note', message: 'This alert stays.', dismissible: false }),
        ],
      }),
    ],
  };
}

/** Two dropdowns stored without block ids, as a document sent to the editor API may be. */
export function dropdownsWithoutIdsPage() {
  const withoutId = (label: string, items: ReturnType<typeof link>[]) => ({ type: 'DropdownMenu', props: { label, items, align: 'start' } });
  return { root, content: [withoutId('Shop', [link('Shirts', '/shirts')]), withoutId('Help', [link('FAQ', '/faq')])] };
}
