// Published pages of the demo site, as Puck documents built from our blocks (docs/blocks.md).
// `images` maps a seed image file to its served URL; `posts` are the first demo posts.

import { TEASER_CARD_DEFAULTS } from '#core/blocks/content-defaults.ts';
import { COLUMNS_DEFAULTS, SPACER_DEFAULTS } from '#core/blocks/layout-defaults.ts';
import { IMAGE_DEFAULTS, STAR_RATING_DEFAULTS } from '#core/blocks/media-defaults.ts';
import { FOOTER_DEFAULTS, NAV_MENU_DEFAULTS } from '#core/blocks/navigation-defaults.ts';
import { blockMaker, heroSection, pageRoot as root } from '#core/blocks/page-builder.ts';
import { PRODUCT_DETAILS_DEFAULTS, PRODUCT_LIST_DEFAULTS, PRODUCT_REVIEWS_DEFAULTS } from '#core/blocks/shop-defaults.ts';
import { ALERT_DEFAULTS, BUTTON_DEFAULTS, HEADING_DEFAULTS, TEXT_DEFAULTS } from '#core/blocks/text-defaults.ts';
import { DEMO_POSTS } from '#core/collections.ts';
import { dataListPath, dataRecordPath, templatePathOf } from '#core/paths/data-area.ts';
import { PRODUCTS_COLLECTION } from '#core/product-list/product-list-query.ts';
import { BROWSE_ALL_PRODUCTS_HREF } from '#core/products/messages.ts';
import { notFoundPage } from '#core/sites/default-site-pages.ts';
import { contentTemplates } from '#core/sites/site-type-starters.ts';

/** The demo shop's page: where the product list's empty state sends visitors (spec 3 §2). */
export const DEMO_SHOP_PATH = BROWSE_ALL_PRODUCTS_HREF;

// demoPages starts the numbering of block ids; demoTemplates and withShopChrome, called after it by
// the seed, continue it, so every block id of the demo site is unique.
let block = blockMaker();

export interface DemoPageInput {
  heroImage: string;
  /** `id`: the post's record, whose page (/data/demo-posts/{id}) its teaser links to. */
  posts: { id: string; title: string; description: string; image: string; slug: string }[];
  gallery: { url: string; alt: string }[];
}

export function demoPages({ heroImage, posts, gallery }: DemoPageInput) {
  block = blockMaker();
  const homepage = {
    root: root('Sitewright Demo Store', 'Well-made everyday things: organic basics, handmade homeware and a few good gadgets.'),
    content: [
      heroSection(block, [
        block('Columns', {
          ...COLUMNS_DEFAULTS,
          split: '50-50',
          gap: '8',
          column1: [
            block('Heading', { ...HEADING_DEFAULTS, text: 'Well-made everyday things', level: 'h1', size: '5xl' }),
            block('Text', {
              ...TEXT_DEFAULTS,
              text: 'Organic basics, handmade homeware and a few good gadgets, chosen to be used every day and kept for years.',
              size: 'lg',
            }),
            block('Button', { ...BUTTON_DEFAULTS, label: 'Read our story', href: '/about', size: 'lg' }),
          ],
          column2: [
            block('Image', {
              ...IMAGE_DEFAULTS,
              url: heroImage,
              alt: 'Stoneware mugs and a linen cloth on a wooden table',
              width: 1200,
              height: 630,
              loading: 'eager',
              placeholder: 'blur',
              align: 'center',
            }),
          ],
        }),
      ]),
      section('1280px', 'stone-50', [
        block('Heading', { ...HEADING_DEFAULTS, text: 'From the journal' }),
        block('Spacer', { ...SPACER_DEFAULTS, height: '6' }),
        block('Columns', {
          ...COLUMNS_DEFAULTS,
          count: 3,
          split: '33-33-33',
          ...Object.fromEntries(
            [0, 1, 2].map((i) => {
              const post = posts[i]!;
              return [
                `column${i + 1}`,
                [
                  block('TeaserCard', {
                    ...TEASER_CARD_DEFAULTS,
                    image: post.image,
                    title: post.title,
                    description: post.description,
                    link: dataRecordPath(DEMO_POSTS, post.id),
                    variant: 'soft',
                    textDisplayLength: 24,
                  }),
                ],
              ];
            }),
          ),
        }),
      ]),
      section('1024px', '', [
        block('RichText', {
          markdown:
            '## Our promise\n\n- **Made to last.** If it cannot be repaired, we think twice.\n- **Honest materials.** Organic cotton, linen, cork, stoneware and solid wood.\n- **Fair prices.** We show what things cost to make, and what we add.\n\nQuestions? Write to [hello@example.com](mailto:hello@example.com).',
        }),
      ]),
    ],
  };

  const about = {
    root: root('About us', 'How a weekend market stall became a small shop for well-made everyday things.'),
    content: [
      section('1024px', '', [
        block('Heading', { ...HEADING_DEFAULTS, text: 'About us', level: 'h1', size: '4xl' }),
        block('RichText', {
          markdown:
            'We started in 2019 with a folding table at a Saturday market and a box of hand-thrown mugs. People kept asking where else they could find things made with the same care, so we went looking.\n\nToday we work with a dozen small workshops across Europe.',
        }),
        block('Alert', { ...ALERT_DEFAULTS, title: 'Visit the workshop', message: 'Open on Saturdays from 10:00 to 16:00.' }),
        block('ImageGallery', {
          images: gallery.map((g) => ({ url: g.url, alt: g.alt, title: g.alt, description: '', width: 800, height: 800 })),
          layout: 'grid',
          columns: 3,
          lightbox: true,
          showThumbnails: true,
          thumbnailWidth: 80,
          thumbnailHeight: 80,
          slideDuration: 450,
          slideInterval: 3000,
          autoPlay: false,
          infinite: true,
          ariaLabel: 'Products from the workshop',
        }),
        block('StarRating', STAR_RATING_DEFAULTS),
      ]),
    ],
  };

  return [
    { path: '/homepage', title: 'Sitewright Demo Store', description: homepage.root.props.description, data: homepage },
    { path: '/about', title: 'About us', description: about.root.props.description, data: about },
    demoShopPage(),
    notFoundPage(block),
  ];
}

/** The shop (issue #10 part 7): every active product with the filter panel; each card opens the product's page. */
function demoShopPage() {
  const shop = {
    root: root('Shop', 'Every product in the Sitewright demo store: filter by category, price, stock and tags.'),
    content: [
      section('1440px', '', [
        block('Heading', { ...HEADING_DEFAULTS, text: 'Shop', level: 'h1', size: '4xl' }),
        block('ProductList', {
          ...PRODUCT_LIST_DEFAULTS,
          limit: 12,
          filterTags: ['sale', 'gift', 'linen', 'outdoor', 'audio'].map((tag) => ({ tag })),
        }),
      ]),
    ],
  };
  return { path: DEMO_SHOP_PATH, title: 'Shop', description: shop.root.props.description, data: shop };
}

/** A page band: the demo's sections differ only in width, background and content. */
const section = (maxWidth: string, background: string, content: unknown[]) => block('Section', { maxWidth, paddingY: '12', paddingX: '4', background, content });

const linkButton = (label: string, href: string) => block('Button', { ...BUTTON_DEFAULTS, label, href, variant: 'outline' });

/**
 * The demo site's dynamic-content templates (issue #9 part 5): its journal's, which every new
 * "Demo posts" site starts with too (core/sites/site-type-starters.ts), and its products' page.
 */
export function demoTemplates() {
  const journal = contentTemplates(block, DEMO_POSTS);
  const product = {
    root: root('Product', 'A product from the Sitewright demo store.'),
    content: [
      section('1280px', '', [
        // Names no product of its own: it shows the record the page is about (/data/products/{id}).
        block('ProductDetails', { ...PRODUCT_DETAILS_DEFAULTS, collection: PRODUCTS_COLLECTION }),
        // Names no product either: the server gives it the record's id.
        block('ProductReviews', PRODUCT_REVIEWS_DEFAULTS),
        linkButton('All products', DEMO_SHOP_PATH),
      ]),
    ],
  };
  return [{ path: templatePathOf('view', PRODUCTS_COLLECTION), title: 'Product', description: product.root.props.description, data: product }, ...journal];
}

const EVERYWHERE = { desktop: true, mobile: true };

/**
 * The demo shop's navigation and footer (issue #10 part 7) as the site's two reusable sections
 * (decision 071): saved once, shown on every demo page and template through an instance, so an edit
 * of either changes them all. The cart, the wishlist and signing in are on every page (filled in the
 * browser, so the cached HTML is the same for everyone).
 */
export function demoChromeSections() {
  const nav = block('NavMenu', {
    ...NAV_MENU_DEFAULTS,
    title: 'Sitewright Demo Store',
    links: [
      { label: 'Home', href: '/', target: '_self' },
      { label: 'Shop', href: DEMO_SHOP_PATH, target: '_self' },
      { label: 'Journal', href: dataListPath(DEMO_POSTS), target: '_self' },
      { label: 'About', href: '/about', target: '_self' },
    ],
    cart: EVERYWHERE,
    wishlist: EVERYWHERE,
    login: EVERYWHERE,
    userMenu: EVERYWHERE,
  });
  const footer = block('Footer', {
    ...FOOTER_DEFAULTS,
    title: 'Sitewright Demo Store',
    description: 'Well-made everyday things, chosen to be used every day and kept for years.',
    columns: [
      { title: 'Shop', links: [{ label: 'All products', href: DEMO_SHOP_PATH, target: '_self' }, { label: 'Journal', href: dataListPath(DEMO_POSTS), target: '_self' }] },
      { title: 'Company', links: [{ label: 'About us', href: '/about', target: '_self' }] },
    ],
    copyright: 'Sitewright demo store',
  });
  const blocks = (content: unknown[]) => ({ root: { props: {} }, content });
  return { header: { name: 'Header', content: blocks([nav]) }, footer: { name: 'Footer', content: blocks([footer]) } };
}

/** A demo page or template between instances of the header and footer sections (their ids). */
export function withShopChrome<Data extends { content: unknown[] }>(data: Data, sections: { header: string; footer: string }): Data {
  const instance = (sectionId: string) => block('SectionInstance', { sectionId, overrides: {} });
  return { ...data, content: [instance(sections.header), ...data.content, instance(sections.footer)] };
}
