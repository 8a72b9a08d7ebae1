// The editor's full block configuration: fields, defaults and editor previews of every block.
// Only the editor route loads this module (lazily), so nothing here reaches visitors.
import type { Config, Data } from '@puckeditor/core';
import { alertConfig } from '#web/blocks/alert/alert.config.tsx';
import type { BlockName } from '#core/pages/block-names.ts';
import { buttonConfig } from '#web/blocks/button/button.config.tsx';
import { carouselConfig } from '#web/blocks/carousel/carousel.config.tsx';
import { cartDrawerConfig } from '#web/blocks/cart-drawer/cart-drawer.config.tsx';
import { columnsConfig } from '#web/blocks/columns/columns.config.tsx';
import { dropdownMenuConfig } from '#web/blocks/dropdown-menu/dropdown-menu.config.tsx';
import { footerConfig } from '#web/blocks/footer/footer.config.tsx';
import { formConfig } from '#web/blocks/form/form.config.tsx';
import { headingConfig } from '#web/blocks/heading/heading.config.tsx';
import { iconConfig } from '#web/blocks/icon/icon.config.tsx';
import { imageGalleryConfig } from '#web/blocks/image-gallery/image-gallery.config.tsx';
import { imageConfig } from '#web/blocks/image/image.config.tsx';
import { lineupConfig } from '#web/blocks/lineup/lineup.config.tsx';
import { logoConfig } from '#web/blocks/logo/logo.config.tsx';
import { navMenuConfig } from '#web/blocks/nav-menu/nav-menu.config.tsx';
import { notFoundConfig } from '#web/blocks/not-found/not-found.config.tsx';
import { productCardConfig } from '#web/blocks/product-card/product-card.config.tsx';
import { productDetailsConfig } from '#web/blocks/product-details/product-details.config.tsx';
import { productListConfig } from '#web/blocks/product-list/product-list.config.tsx';
import { productReviewsConfig } from '#web/blocks/product-reviews/product-reviews.config.tsx';
import { richTextConfig } from '#web/blocks/rich-text/rich-text.config.tsx';
import { pageRootConfig } from '#web/blocks/root/page-root.config.tsx';
import type { PageRootProps } from '#web/blocks/root/page-root.types.ts';
import { sectionConfig } from '#web/blocks/section/section.config.tsx';
import { sectionInstanceConfig } from '#web/blocks/section-instance/section-instance.config.tsx';
import { spacerConfig } from '#web/blocks/spacer/spacer.config.tsx';
import { subNavigationConfig } from '#web/blocks/sub-navigation/sub-navigation.config.tsx';
import { starRatingConfig } from '#web/blocks/star-rating/star-rating.config.tsx';
import { teaserCardConfig } from '#web/blocks/teaser-card/teaser-card.config.tsx';
import { textConfig } from '#web/blocks/text/text.config.tsx';
import { withRecordBindings, type WithBindings } from '#web/block-fields/record-binding-field.tsx';
import { withVisibility, type WithVisibility } from '#web/block-fields/visibility-field.tsx';

/** The props a block's ComponentConfig was declared with. */
type ConfigProps<BlockConfig> = WithVisibility<BlockConfig extends { defaultProps?: infer Props } ? NonNullable<Props> : never>;

/** The props of a block whose props can read a record's field on templates (withRecordBindings). */
type BoundProps<BlockConfig> = WithBindings<ConfigProps<BlockConfig>>;

/** Fails to compile when a block name of the contract is missing from the map. */
type EveryBlock<Map extends Record<BlockName, unknown>> = Map;

/** Block name to the props it stores in page data. */
export type EditorBlockProps = EveryBlock<{
  Heading: BoundProps<typeof headingConfig>;
  Text: BoundProps<typeof textConfig>;
  RichText: BoundProps<typeof richTextConfig>;
  Image: BoundProps<typeof imageConfig>;
  Button: BoundProps<typeof buttonConfig>;
  Columns: ConfigProps<typeof columnsConfig>;
  Section: ConfigProps<typeof sectionConfig>;
  Spacer: ConfigProps<typeof spacerConfig>;
  Icon: ConfigProps<typeof iconConfig>;
  Alert: BoundProps<typeof alertConfig>;
  Carousel: ConfigProps<typeof carouselConfig>;
  ImageGallery: ConfigProps<typeof imageGalleryConfig>;
  Logo: ConfigProps<typeof logoConfig>;
  NavMenu: ConfigProps<typeof navMenuConfig>;
  DropdownMenu: ConfigProps<typeof dropdownMenuConfig>;
  TeaserCard: BoundProps<typeof teaserCardConfig>;
  StarRating: BoundProps<typeof starRatingConfig>;
  NotFound: ConfigProps<typeof notFoundConfig>;
  Form: ConfigProps<typeof formConfig>;
  Lineup: ConfigProps<typeof lineupConfig>;
  Footer: ConfigProps<typeof footerConfig>;
  SubNavigation: ConfigProps<typeof subNavigationConfig>;
  ProductList: ConfigProps<typeof productListConfig>;
  ProductCard: ConfigProps<typeof productCardConfig>;
  ProductDetails: ConfigProps<typeof productDetailsConfig>;
  ProductReviews: ConfigProps<typeof productReviewsConfig>;
  CartDrawer: ConfigProps<typeof cartDrawerConfig>;
  SectionInstance: ConfigProps<typeof sectionInstanceConfig>;
}>;

export type EditorCategory = 'layout' | 'content' | 'media' | 'navigation' | 'commerce' | 'feedback' | 'data';

export const editorConfig: Config<EditorBlockProps, PageRootProps, EditorCategory> = {
  root: pageRootConfig,
  categories: {
    layout: { title: 'Layout', components: ['Section', 'Columns', 'Spacer', 'SectionInstance'] },
    content: { title: 'Content', components: ['Heading', 'Text', 'RichText', 'Button', 'Icon'] },
    media: { title: 'Media', components: ['Image', 'ImageGallery', 'Carousel', 'Logo'] },
    navigation: { title: 'Navigation', components: ['NavMenu', 'SubNavigation', 'DropdownMenu', 'Footer', 'NotFound'] },
    commerce: { title: 'Commerce', components: ['TeaserCard', 'ProductList', 'ProductCard', 'ProductDetails', 'ProductReviews', 'CartDrawer'] },
    feedback: { title: 'Feedback', components: ['Alert', 'StarRating'] },
    data: { title: 'Data', components: ['Form', 'Lineup'] },
  },
  // Every block gets the Visibility field (decision 070).
  components: withVisibility({
    Heading: withRecordBindings('Heading', headingConfig),
    Text: withRecordBindings('Text', textConfig),
    RichText: withRecordBindings('RichText', richTextConfig),
    Image: withRecordBindings('Image', imageConfig),
    Button: withRecordBindings('Button', buttonConfig),
    Columns: columnsConfig,
    Section: sectionConfig,
    Spacer: spacerConfig,
    Icon: iconConfig,
    Alert: withRecordBindings('Alert', alertConfig),
    Carousel: carouselConfig,
    ImageGallery: imageGalleryConfig,
    Logo: logoConfig,
    NavMenu: navMenuConfig,
    DropdownMenu: dropdownMenuConfig,
    TeaserCard: withRecordBindings('TeaserCard', teaserCardConfig),
    StarRating: withRecordBindings('StarRating', starRatingConfig),
    NotFound: notFoundConfig,
    Form: formConfig,
    Lineup: lineupConfig,
    Footer: footerConfig,
    SubNavigation: subNavigationConfig,
    ProductList: productListConfig,
    ProductCard: productCardConfig,
    ProductDetails: productDetailsConfig,
    ProductReviews: productReviewsConfig,
    CartDrawer: cartDrawerConfig,
    // Replaced by the section's blocks on the server (decision 071); hidden on a breakpoint, it hides them there.
    SectionInstance: sectionInstanceConfig,
  }),
};

/** A page document as the editor config types it. */
export type EditorPageData = Data<EditorBlockProps, PageRootProps>;
