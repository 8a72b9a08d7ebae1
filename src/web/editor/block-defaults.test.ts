import { describe, expect, it } from 'vitest';
import { LINEUP_DEFAULTS, TEASER_CARD_DEFAULTS } from '#core/blocks/content-defaults.ts';
import { COLUMNS_DEFAULTS, PAGE_ROOT_DEFAULTS, SECTION_DEFAULTS, SPACER_DEFAULTS } from '#core/blocks/layout-defaults.ts';
import { IMAGE_DEFAULTS, IMAGE_GALLERY_DEFAULTS, STAR_RATING_DEFAULTS } from '#core/blocks/media-defaults.ts';
import {
  DROPDOWN_MENU_DEFAULTS,
  FOOTER_DEFAULTS,
  LOGO_DEFAULTS,
  NAV_MENU_DEFAULTS,
  NOT_FOUND_DEFAULTS,
  SUB_NAVIGATION_DEFAULTS,
} from '#core/blocks/navigation-defaults.ts';
import { CART_DRAWER_DEFAULTS, PRODUCT_CARD_DEFAULTS, PRODUCT_DETAILS_DEFAULTS, PRODUCT_LIST_DEFAULTS, PRODUCT_REVIEWS_DEFAULTS } from '#core/blocks/shop-defaults.ts';
import { ALERT_DEFAULTS, BUTTON_DEFAULTS, HEADING_DEFAULTS, RICH_TEXT_DEFAULTS, TEXT_DEFAULTS } from '#core/blocks/text-defaults.ts';
import { defaultSitePages } from '#core/sites/default-site-pages.ts';
import { editorConfig } from './editor-config.tsx';

// Decision 044: a block's defaults are one object in core/blocks, read by the editor, the seed and a
// new site's default pages; none of them keeps a copy that could drift.
const CORE_DEFAULTS = {
  Section: SECTION_DEFAULTS,
  Columns: COLUMNS_DEFAULTS,
  Spacer: SPACER_DEFAULTS,
  Heading: HEADING_DEFAULTS,
  Text: TEXT_DEFAULTS,
  RichText: RICH_TEXT_DEFAULTS,
  Button: BUTTON_DEFAULTS,
  Alert: ALERT_DEFAULTS,
  Image: IMAGE_DEFAULTS,
  ImageGallery: IMAGE_GALLERY_DEFAULTS,
  StarRating: STAR_RATING_DEFAULTS,
  Logo: LOGO_DEFAULTS,
  NavMenu: NAV_MENU_DEFAULTS,
  SubNavigation: SUB_NAVIGATION_DEFAULTS,
  DropdownMenu: DROPDOWN_MENU_DEFAULTS,
  Footer: FOOTER_DEFAULTS,
  NotFound: NOT_FOUND_DEFAULTS,
  TeaserCard: TEASER_CARD_DEFAULTS,
  Lineup: LINEUP_DEFAULTS,
  ProductList: PRODUCT_LIST_DEFAULTS,
  ProductCard: PRODUCT_CARD_DEFAULTS,
  ProductDetails: PRODUCT_DETAILS_DEFAULTS,
  ProductReviews: PRODUCT_REVIEWS_DEFAULTS,
  CartDrawer: CART_DRAWER_DEFAULTS,
} as const;

describe('block defaults', () => {
  it('the editor puts the core object in a new block', () => {
    const components = editorConfig.components as Record<string, { defaultProps?: unknown }>;
    for (const [name, defaults] of Object.entries(CORE_DEFAULTS)) expect(components[name]?.defaultProps, name).toBe(defaults);
    expect(editorConfig.root?.defaultProps).toBe(PAGE_ROOT_DEFAULTS);
  });

  it("a new site's default pages start from the same objects", () => {
    const [homepage, notFound] = defaultSitePages({ title: 'Bakery', description: '', language: 'en', sources: 'demo-posts' });
    const hero = homepage!.data.content[0]!.props.content as { type: string; props: Record<string, unknown> }[];
    expect(hero[0]).toMatchObject({ type: 'Heading', props: { ...HEADING_DEFAULTS, text: 'Bakery', level: 'h1', size: '5xl' } });
    expect(hero[1]).toMatchObject({ type: 'Text', props: { ...TEXT_DEFAULTS, text: 'Welcome to Bakery.', size: 'lg' } });
    const { id: _id, ...notFoundProps } = notFound!.data.content[0]!.props;
    expect(notFoundProps).toEqual({ ...NOT_FOUND_DEFAULTS, description: 'The page you are looking for does not exist or has moved.' });
  });
});
