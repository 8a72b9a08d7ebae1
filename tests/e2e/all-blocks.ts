import { CAROUSEL_DEFAULT_PROPS } from '../../src/web/blocks/carousel/carousel.types.ts';
import { DROPDOWN_MENU_DEFAULT_PROPS } from '../../src/web/blocks/dropdown-menu/dropdown-menu.types.ts';
import { FOOTER_DEFAULT_PROPS } from '../../src/web/blocks/footer/footer.types.ts';
import { ICON_DEFAULT_PROPS } from '../../src/web/blocks/icon/icon.types.ts';
import { IMAGE_GALLERY_DEFAULT_PROPS } from '../../src/web/blocks/image-gallery/image-gallery.types.ts';
import { LINEUP_DEFAULT_PROPS } from '../../src/web/blocks/lineup/lineup.types.ts';
import { LOGO_DEFAULT_PROPS } from '../../src/web/blocks/logo/logo.types.ts';
import { NAV_MENU_DEFAULT_PROPS } from '../../src/web/blocks/nav-menu/nav-menu.types.ts';
import { PRODUCT_CARD_DEFAULT_PROPS } from '../../src/web/blocks/product-card/product-card.types.ts';
import { PRODUCT_LIST_DEFAULT_PROPS } from '../../src/web/blocks/product-list/product-list.types.ts';
import { STAR_RATING_DEFAULT_PROPS } from '../../src/web/blocks/star-rating/star-rating.types.ts';
import { TEASER_CARD_DEFAULT_PROPS } from '../../src/web/blocks/teaser-card/teaser-card.types.ts';

let n = 0;
const block = (type: string, props: Record<string, unknown>) => ({ type, props: { id: `${type}-${++n}`, ...props } });
const image = '/media/demo/content/home-and-living.webp';
const products = ['/media/demo/products/classic-tee.webp', '/media/demo/products/arc-desk-lamp.webp', '/media/demo/products/ceramic-planter.webp'];

/** One published page with every block, for accessibility checks. */
export function allBlocksPage(theme = 'default') {
  n = 0;
  return {
    root: { props: { title: 'Every block', description: 'A page with every block', theme, fontFamily: 'default', maxWidth: '1440px', language: 'en' } },
    content: [
      block('NavMenu', {
        ...NAV_MENU_DEFAULT_PROPS,
        title: 'Demo',
        links: [{ label: 'Home', href: '/', target: '_self' }, { label: 'About', href: '/about', target: '_self' }],
        cart: { desktop: true, mobile: true },
        wishlist: { desktop: true, mobile: false },
      }),
      block('SubNavigation', { title: 'Departments', subtitle: 'Browse by room', items: [{ label: 'Kitchen', href: '/kitchen', target: '_self' }, { label: 'Living', href: '/living', target: '_self' }] }),
      block('Section', {
        maxWidth: '1280px',
        paddingY: '8',
        paddingX: '4',
        background: '',
        content: [
          block('Heading', { text: 'Every block on one page', level: 'h1', align: 'start', size: '4xl' }),
          block('Text', { text: 'Plain text, with a sensible reading size.', align: 'start', size: 'base', textDisplayLength: 0 }),
          block('RichText', { markdown: '## Rich text\n\nSome **bold** text and a [link](/about).\n\n- one\n- two' }),
          block('Columns', {
            count: 3,
            split: '33-33-33',
            gap: '6',
            stackOnMobile: true,
            column1: [block('TeaserCard', { ...TEASER_CARD_DEFAULT_PROPS, image: products[0], title: 'A teaser', link: '/about' })],
            column2: [block('Image', { url: image, alt: 'A table with mugs', width: 1200, height: 630, fit: 'cover', loading: 'lazy', placeholder: 'blur', align: 'center' })],
            column3: [block('StarRating', { ...STAR_RATING_DEFAULT_PROPS, value: 3.5 })],
            column4: [],
          }),
          block('Button', { label: 'Open details', href: '', target: '_self', variant: 'primary', size: 'md', align: 'start', modal: { enabled: true, title: 'Details', text: 'More about this.' } }),
          block('Button', { label: 'About us', href: '/about', target: '_blank', variant: 'outline', size: 'md', align: 'start', modal: { enabled: false, title: '', text: '' } }),
          block('Spacer', { height: '6' }),
          block('Alert', { variant: 'warning', title: 'Heads up', message: 'This is an alert.', dismissible: true }),
          block('Icon', { ...ICON_DEFAULT_PROPS, set: 'fa', name: 'FaLeaf', label: 'Leaf' }),
          block('Logo', { ...LOGO_DEFAULT_PROPS, text: 'Demo Store' }),
          block('DropdownMenu', { ...DROPDOWN_MENU_DEFAULT_PROPS }),
          block('Carousel', {
            ...CAROUSEL_DEFAULT_PROPS,
            ariaLabel: 'Featured products',
            items: products.map((url, i) => ({ image: url, alt: `Product ${i + 1}`, title: `Product ${i + 1}`, description: 'A product', link: '/about' })),
          }),
          block('ImageGallery', {
            ...IMAGE_GALLERY_DEFAULT_PROPS,
            images: products.map((url, i) => ({ url, alt: `Gallery image ${i + 1}`, title: `Image ${i + 1}`, description: '', width: 800, height: 800 })),
          }),
          block('Lineup', {
            ...LINEUP_DEFAULT_PROPS,
            heading: 'From the shop',
            source: 'manual',
            textDisplayLength: 4,
            items: products.map((url, i) => ({ title: `Lineup item ${i + 1}`, description: 'A longer description that is cut after four words', image: url, link: '/about' })),
          }),
          block('ProductCard', {
            ...PRODUCT_CARD_DEFAULT_PROPS,
            name: 'A product card',
            image: products[1],
            price: 40,
            discount_price: 30,
            colors: ['#111111', '#f4f1ea', '#1f3a5f', '#9caf88', '#b4532a', '#d6a23a', '#2e6f8e'].map((hex, i) => ({ value: `c${i}`, label: `Colour ${i + 1}`, hex })),
          }),
          // Static (no filter panel): the demo site's first three in-stock products, read on the server.
          block('ProductList', { ...PRODUCT_LIST_DEFAULT_PROPS, heading: 'Products', limit: 3, showFilters: false }),
          block('NotFound', { heading: 'Page Not Found', description: 'Shown for missing pages.', buttonLabel: 'Go Home', buttonHref: '/', showGraphic: true }),
          block('CartDrawer', { showButton: true, corner: 'bottom-right' }),
        ],
      }),
      block('Footer', {
        ...FOOTER_DEFAULT_PROPS,
        title: 'Demo Store',
        description: 'Hand-made goods for the home.',
        socialLinks: [{ label: 'Instagram', href: 'https://instagram.com/demo' }],
        columns: [
          { title: 'Shop', links: [{ label: 'All products', href: '/products', target: '_self' }] },
          { title: 'Help', links: [{ label: 'Contact', href: '/contact', target: '_self' }] },
        ],
        copyright: '© 2026 Demo Store',
      }),
    ],
  };
}
