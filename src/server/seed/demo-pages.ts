// Published pages of the demo site, as Puck documents built from our blocks (docs/blocks.md).
// `images` maps a seed image file to its served URL; `posts` are the first demo posts.

import { DEMO_POSTS } from '#core/collections.ts';
import { dataListPath, dataRecordPath, templatePathOf } from '#core/paths/data-area.ts';
import { PRODUCTS_COLLECTION } from '#core/product-list/product-list-query.ts';
import { BROWSE_ALL_PRODUCTS_HREF } from '#core/products/messages.ts';
import { REVIEW_STAR_ACTIVE_COLOR, REVIEW_STAR_INACTIVE_COLOR } from '#core/reviews/constants.ts';
import { REVIEWS_HEADING } from '#core/reviews/messages.ts';

/** The demo shop's page: where the product list's empty state sends visitors (spec 3 §2). */
export const DEMO_SHOP_PATH = BROWSE_ALL_PRODUCTS_HREF;
/** ProductDetails' own product, left empty: on the template it shows the record the page is about. */
const NO_TYPED_PRODUCT = { id: '', name: '', subtitle: '', description: '', price: 0, discount_price: 0, price_prefix: '$', stock: '', image: '', promotion: '', shippingInfo: '', size_guide_url: '', variants: { colors: [], sizes: [], variant_stock: [] } };

interface Block {
  type: string;
  props: Record<string, unknown> & { id: string };
}

let counter = 0;
const block = (type: string, props: Record<string, unknown>): Block => ({ type, props: { id: `${type}-seed-${++counter}`, ...props } });

/** The wide, padded section a homepage opens with. */
const heroSection = (content: Block[]) => block('Section', { maxWidth: '1280px', paddingY: '16', paddingX: '4', background: '', content });

const root = (title: string, description: string, language = 'en') => ({
  props: { title, description, theme: 'forest', fontFamily: 'default', maxWidth: '1280px', language },
});

/** A site's /404 page: the demo site's, and every new site's default one. */
function notFoundPage(language = 'en') {
  const data = {
    root: root('Page not found', 'This page does not exist.', language),
    content: [block('NotFound', { heading: 'Page Not Found', description: 'The page you are looking for does not exist or has moved.', buttonLabel: 'Go Home', buttonHref: '/', showGraphic: true })],
  };
  return { path: '/404', title: 'Page not found', description: 'This page does not exist.', data };
}

export interface NewSite {
  title: string;
  description: string;
  language: string;
  /** The site type (a demo collection): named on the homepage so the owner knows where content comes from. */
  sources: string;
}

/**
 * The default pages a new site publishes (spec 2-management §4, §9: /homepage and /404), built
 * from the same blocks as the demo site's pages.
 */
export function defaultSitePages(site: NewSite) {
  counter = 0;
  const description = site.description || `Welcome to ${site.title}.`;
  const homepage = {
    root: root(site.title, description, site.language),
    content: [
      heroSection([
        block('Heading', { text: site.title, level: 'h1', align: 'start', size: '5xl' }),
        block('Text', { text: description, align: 'start', size: 'lg', textDisplayLength: 0 }),
      ]),
      block('Section', {
        maxWidth: '1024px',
        paddingY: '12',
        paddingX: '4',
        background: 'stone-50',
        content: [
          block('RichText', {
            markdown: `## Make it yours\n\nThis homepage was made with your site. Open it in the editor to change it. Your site's content comes from the **${site.sources}** collection.`,
          }),
        ],
      }),
    ],
  };
  return [{ path: '/homepage', title: site.title, description, data: homepage }, notFoundPage(site.language)];
}

export interface DemoPageInput {
  heroImage: string;
  /** `id`: the post's record, whose page (/data/demo-posts/{id}) its teaser links to. */
  posts: { id: string; title: string; description: string; image: string; slug: string }[];
  gallery: { url: string; alt: string }[];
}

export function demoPages({ heroImage, posts, gallery }: DemoPageInput) {
  counter = 0;
  const homepage = {
    root: root('Sitewright Demo Store', 'Well-made everyday things: organic basics, handmade homeware and a few good gadgets.'),
    content: [
      heroSection([
        block('Columns', {
          count: 2,
          split: '50-50',
          gap: '8',
          stackOnMobile: true,
          column1: [
            block('Heading', { text: 'Well-made everyday things', level: 'h1', align: 'start', size: '5xl' }),
            block('Text', {
              text: 'Organic basics, handmade homeware and a few good gadgets, chosen to be used every day and kept for years.',
              align: 'start',
              size: 'lg',
              textDisplayLength: 0,
            }),
            block('Button', {
              label: 'Read our story',
              href: '/about',
              target: '_self',
              variant: 'primary',
              size: 'lg',
              align: 'start',
              modal: { enabled: false, title: '', text: '' },
            }),
          ],
          column2: [
            block('Image', {
              url: heroImage,
              alt: 'Stoneware mugs and a linen cloth on a wooden table',
              width: 1200,
              height: 630,
              fit: 'cover',
              loading: 'eager',
              placeholder: 'blur',
              align: 'center',
            }),
          ],
          column3: [],
          column4: [],
        }),
      ]),
      block('Section', {
        maxWidth: '1280px',
        paddingY: '12',
        paddingX: '4',
        background: 'stone-50',
        content: [
          block('Heading', { text: 'From the journal', level: 'h2', align: 'start', size: '3xl' }),
          block('Spacer', { height: '6' }),
          block('Columns', {
            count: 3,
            split: '33-33-33',
            gap: '6',
            stackOnMobile: true,
            ...Object.fromEntries(
              [0, 1, 2].map((i) => {
                const post = posts[i]!;
                return [
                  `column${i + 1}`,
                  [
                    block('TeaserCard', {
                      image: post.image,
                      imageAlt: '',
                      title: post.title,
                      description: post.description,
                      link: dataRecordPath(DEMO_POSTS, post.id),
                      linkLabel: 'Read more',
                      target: '_self',
                      variant: 'soft',
                      textDisplayLength: 24,
                    }),
                  ],
                ];
              }),
            ),
            column4: [],
          }),
        ],
      }),
      block('Section', {
        maxWidth: '1024px',
        paddingY: '12',
        paddingX: '4',
        background: '',
        content: [
          block('RichText', {
            markdown:
              '## Our promise\n\n- **Made to last.** If it cannot be repaired, we think twice.\n- **Honest materials.** Organic cotton, linen, cork, stoneware and solid wood.\n- **Fair prices.** We show what things cost to make, and what we add.\n\nQuestions? Write to [hello@example.com](mailto:hello@example.com).',
          }),
        ],
      }),
    ],
  };

  const about = {
    root: root('About us', 'How a weekend market stall became a small shop for well-made everyday things.'),
    content: [
      block('Section', {
        maxWidth: '1024px',
        paddingY: '12',
        paddingX: '4',
        background: '',
        content: [
          block('Heading', { text: 'About us', level: 'h1', align: 'start', size: '4xl' }),
          block('RichText', {
            markdown:
              'We started in 2019 with a folding table at a Saturday market and a box of hand-thrown mugs. People kept asking where else they could find things made with the same care, so we went looking.\n\nToday we work with a dozen small workshops across Europe.',
          }),
          block('Alert', { variant: 'info', title: 'Visit the workshop', message: 'Open on Saturdays from 10:00 to 16:00.', dismissible: false }),
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
          block('StarRating', { value: 4.5, count: 5, size: 'medium', gap: 4, activeColor: '#ffb400', inactiveColor: '#cccccc' }),
        ],
      }),
    ],
  };

  return [
    { path: '/homepage', title: 'Sitewright Demo Store', description: homepage.root.props.description, data: homepage },
    { path: '/about', title: 'About us', description: about.root.props.description, data: about },
    demoShopPage(),
    notFoundPage(),
  ];
}

/** The shop (issue #10 part 7): every active product with the filter panel; each card opens the product's page. */
function demoShopPage() {
  const shop = {
    root: root('Shop', 'Every product in the Sitewright demo store: filter by category, price, stock and tags.'),
    content: [
      block('Section', {
        maxWidth: '1440px',
        paddingY: '12',
        paddingX: '4',
        background: '',
        content: [
          block('Heading', { text: 'Shop', level: 'h1', align: 'start', size: '4xl' }),
          block('ProductList', {
            heading: '',
            collection: PRODUCTS_COLLECTION,
            limit: 12,
            sort: 'desc',
            sortField: 'created_at',
            columns: 3,
            showFilters: true,
            filterTags: ['sale', 'gift', 'linen', 'outdoor', 'audio'].map((tag) => ({ tag })),
          }),
        ],
      }),
    ],
  };
  return { path: DEMO_SHOP_PATH, title: 'Shop', description: shop.root.props.description, data: shop };
}

const linkButton = (label: string, href: string, variant = 'outline') =>
  block('Button', { label, href, target: '_self', variant, size: 'md', align: 'start', modal: { enabled: false, title: '', text: '' } });

/**
 * The demo site's dynamic-content templates for its journal (issue #9 part 5): every demo post has
 * a page at /data/demo-posts/{id} whose blocks read the post's fields through bindings, and
 * /data/demo-posts lists them all.
 */
export function demoTemplates() {
  const view = {
    root: root('Journal', 'A post from our journal.'),
    content: [
      block('Section', {
        maxWidth: '768px',
        paddingY: '12',
        paddingX: '4',
        background: '',
        content: [
          block('Image', { url: '', alt: '', width: 1200, height: 630, fit: 'cover', loading: 'eager', placeholder: 'blur', align: 'center', bindings: { url: 'image', alt: 'title' } }),
          block('Heading', { text: 'Post title', level: 'h1', align: 'start', size: '4xl', bindings: { text: 'title' } }),
          block('Text', { text: 'Author', align: 'start', size: 'sm', textDisplayLength: 0, bindings: { text: 'author' } }),
          block('RichText', { markdown: 'The post.', bindings: { markdown: 'body' } }),
          linkButton('All posts', dataListPath(DEMO_POSTS)),
        ],
      }),
    ],
  };
  const all = {
    root: root('Journal', 'Stories from our makers and our shop.'),
    content: [
      block('Section', {
        maxWidth: '1280px',
        paddingY: '12',
        paddingX: '4',
        background: '',
        content: [
          block('Heading', { text: 'Journal', level: 'h1', align: 'start', size: '4xl' }),
          // No collection named: on a template it lists the template's own.
          block('Lineup', { heading: '', source: 'collection', collection: '', limit: 12, page: 1, sort: 'desc', sortField: '_id', titleField: '', descriptionField: '', imageField: '', items: [], layout: 'grid', columns: 3, variant: 'soft', textDisplayLength: 24, linkLabel: 'Read more' }),
        ],
      }),
    ],
  };
  const product = {
    root: root('Product', 'A product from the Sitewright demo store.'),
    content: [
      block('Section', {
        maxWidth: '1280px',
        paddingY: '12',
        paddingX: '4',
        background: '',
        content: [
          // Names no product of its own: it shows the record the page is about (/data/products/{id}).
          block('ProductDetails', { collection: PRODUCTS_COLLECTION, product: NO_TYPED_PRODUCT }),
          // Names no product either: the server gives it the record's id.
          block('ProductReviews', {
            productId: '',
            title: REVIEWS_HEADING,
            showErrors: false,
            requireOrderVerification: false,
            activeColor: REVIEW_STAR_ACTIVE_COLOR,
            inactiveColor: REVIEW_STAR_INACTIVE_COLOR,
          }),
          linkButton('All products', DEMO_SHOP_PATH),
        ],
      }),
    ],
  };
  return [
    { path: templatePathOf('view', PRODUCTS_COLLECTION), title: 'Product', description: product.root.props.description, data: product },
    { path: templatePathOf('view', DEMO_POSTS), title: 'Journal post', description: view.root.props.description, data: view },
    { path: templatePathOf('all', DEMO_POSTS), title: 'Journal', description: all.root.props.description, data: all },
  ];
}

const EVERYWHERE = { desktop: true, mobile: true };

/**
 * The demo shop's navigation and footer (issue #10 part 7), around every demo page and template:
 * the cart, the wishlist and signing in are on every page (filled in the browser, so the cached
 * HTML is the same for everyone).
 */
export function withShopChrome<Data extends { content: unknown[] }>(data: Data): Data {
  const nav = block('NavMenu', {
    title: 'Sitewright Demo Store',
    logo: '',
    logoAlt: '',
    homeHref: '/',
    links: [
      { label: 'Home', href: '/', target: '_self' },
      { label: 'Shop', href: DEMO_SHOP_PATH, target: '_self' },
      { label: 'Journal', href: dataListPath(DEMO_POSTS), target: '_self' },
      { label: 'About', href: '/about', target: '_self' },
    ],
    sideLinks: [],
    ariaLabel: 'Main',
    cart: EVERYWHERE,
    wishlist: EVERYWHERE,
    login: EVERYWHERE,
    userMenu: EVERYWHERE,
  });
  const footer = block('Footer', {
    logo: '',
    logoAlt: '',
    title: 'Sitewright Demo Store',
    logoHref: '/',
    description: 'Well-made everyday things, chosen to be used every day and kept for years.',
    socialLinks: [],
    columns: [
      { title: 'Shop', links: [{ label: 'All products', href: DEMO_SHOP_PATH, target: '_self' }, { label: 'Journal', href: dataListPath(DEMO_POSTS), target: '_self' }] },
      { title: 'Company', links: [{ label: 'About us', href: '/about', target: '_self' }] },
    ],
    copyright: 'Sitewright demo store',
  });
  return { ...data, content: [nav, ...data.content, footer] };
}
