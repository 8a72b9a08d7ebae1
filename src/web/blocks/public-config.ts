// What visitors' pages render with (PublishedBlocks on the server, decision 075): render
// functions only, interactive blocks wrapped as islands (src/web/islands). No *.config.tsx is
// imported here, so no editor code, field definition or markdown/icon library is involved.
import type { Config, Data, Fields, SlotField } from '@puckeditor/core';
import { BLOCK_SLOTS, type BlockName } from '#core/pages/block-names.ts';
import { islandBlock } from '#web/islands/island-block.tsx';
import { hideableBlocks } from './shared/visibility.tsx';
import { Alert } from './alert/alert.tsx';
import { island as alertIsland } from './alert/alert.island.tsx';
import { island as buttonIsland } from './button/button.island.tsx';
import { island as carouselIsland } from './carousel/carousel.island.tsx';
import type { FormBlockProps } from '#core/forms/form-block.ts';
import { Form } from './form/form.tsx';
import { island as formIsland } from './form/form.island.tsx';
import { island as dropdownMenuIsland } from './dropdown-menu/dropdown-menu.island.tsx';
import { island as imageGalleryIsland } from './image-gallery/image-gallery.island.tsx';
import { Lineup } from './lineup/lineup.tsx';
import { island as lineupIsland } from './lineup/lineup.island.tsx';
import type { AlertProps } from './alert/alert.types.ts';
import { Button } from './button/button.tsx';
import type { ButtonProps } from './button/button.types.ts';
import { Carousel } from './carousel/carousel.tsx';
import { Columns } from './columns/columns.tsx';
import type { ColumnsProps } from './columns/columns.types.ts';
import { DropdownMenu } from './dropdown-menu/dropdown-menu.tsx';
import { Heading } from './heading/heading.tsx';
import type { HeadingProps } from './heading/heading.types.ts';
import { Icon } from './icon/icon.tsx';
import { ImageGallery } from './image-gallery/image-gallery.tsx';
import { Image } from './image/image.tsx';
import type { ImageProps } from './image/image.types.ts';
import { Logo } from './logo/logo.tsx';
import { Footer } from './footer/footer.tsx';
import { SubNavigation } from './sub-navigation/sub-navigation.tsx';
import { CartDrawer } from './cart-drawer/cart-drawer.tsx';
import { island as cartDrawerIsland } from './cart-drawer/cart-drawer.island.tsx';
import { NavMenu } from './nav-menu/nav-menu.tsx';
import { NotFound } from './not-found/not-found.tsx';
import { PublishedRichText } from './rich-text/published-rich-text.tsx';
import type { RichTextProps } from './rich-text/rich-text.types.ts';
import { ProductCard } from './product-card/product-card.tsx';
import { ProductDetails } from './product-details/product-details.tsx';
import { ProductList } from './product-list/product-list.tsx';
import { ProductReviews } from './product-reviews/product-reviews.tsx';
import { island as productReviewsIsland } from './product-reviews/product-reviews.island.tsx';
import { island as productListIsland } from './product-list/product-list.island.tsx';
import { PageRoot } from './root/page-root.tsx';
import type { PageRootProps } from './root/page-root.types.ts';
import { Section } from './section/section.tsx';
import { SectionInstance } from './section-instance/section-instance.tsx';
import type { SectionInstanceProps } from './section-instance/section-instance.types.ts';
import type { SectionProps } from './section/section.types.ts';
import { Spacer } from './spacer/spacer.tsx';
import type { SpacerProps } from './spacer/spacer.types.ts';
import { StarRating } from './star-rating/star-rating.tsx';
import { TeaserCard } from './teaser-card/teaser-card.tsx';
import { Text } from './text/text.tsx';
import type { TextProps } from './text/text.types.ts';

/** A block's props as its render component declares them. */
type RenderPropsOf<Render> = Render extends (props: infer Props) => unknown ? Props : never;

/** Fails to compile when a block name of the contract is missing from the map. */
type EveryBlock<Map extends Record<BlockName, unknown>> = Map;

/** Block name to stored props (slots as lists of blocks), the map Puck's Config is typed by. */
export type PublicBlockProps = EveryBlock<{
  Heading: HeadingProps;
  Text: TextProps;
  RichText: RichTextProps;
  Image: ImageProps;
  Button: ButtonProps;
  Columns: ColumnsProps;
  Section: SectionProps;
  Spacer: SpacerProps;
  Icon: RenderPropsOf<typeof Icon>;
  Alert: AlertProps;
  Carousel: RenderPropsOf<typeof Carousel>;
  ImageGallery: RenderPropsOf<typeof ImageGallery>;
  Logo: RenderPropsOf<typeof Logo>;
  NavMenu: RenderPropsOf<typeof NavMenu>;
  DropdownMenu: RenderPropsOf<typeof DropdownMenu>;
  TeaserCard: RenderPropsOf<typeof TeaserCard>;
  StarRating: RenderPropsOf<typeof StarRating>;
  NotFound: RenderPropsOf<typeof NotFound>;
  Form: Omit<FormBlockProps, 'id'>;
  Lineup: RenderPropsOf<typeof Lineup>;
  Footer: RenderPropsOf<typeof Footer>;
  SubNavigation: RenderPropsOf<typeof SubNavigation>;
  ProductList: RenderPropsOf<typeof ProductList>;
  ProductCard: RenderPropsOf<typeof ProductCard>;
  ProductDetails: RenderPropsOf<typeof ProductDetails>;
  ProductReviews: RenderPropsOf<typeof ProductReviews>;
  CartDrawer: RenderPropsOf<typeof CartDrawer>;
  SectionInstance: SectionInstanceProps;
}>;

// Puck turns a prop into a slot component only when the block's fields say it is a slot, so the
// blocks with slots keep those field entries (and nothing else) here. The casts say that the
// other props deliberately have no field.
const SLOT: SlotField = { type: 'slot' };
const slotFields = (block: BlockName) => Object.fromEntries((BLOCK_SLOTS[block] ?? []).map((name) => [name, SLOT]));
const COLUMNS_SLOTS = slotFields('Columns') as Fields<ColumnsProps>;
const SECTION_SLOTS = slotFields('Section') as Fields<SectionProps>;

// Root props are partial: a page stored before a root field existed simply lacks it, and PageRoot
// falls back to the defaults.
export const publicConfig: Config<PublicBlockProps, Partial<PageRootProps>> = {
  root: { render: PageRoot },
  // A block hidden at some breakpoint is wrapped in CSS that hides it there (decision 070).
  components: hideableBlocks({
    Heading: { render: Heading },
    Text: { render: Text },
    RichText: { render: PublishedRichText },
    Image: { render: Image },
    Button: { render: islandBlock(buttonIsland, Button) },
    Columns: { render: Columns, fields: COLUMNS_SLOTS },
    Section: { render: Section, fields: SECTION_SLOTS },
    Spacer: { render: Spacer },
    Icon: { render: Icon },
    Alert: { render: islandBlock(alertIsland, Alert) },
    Carousel: { render: islandBlock(carouselIsland, Carousel) },
    ImageGallery: { render: islandBlock(imageGalleryIsland, ImageGallery) },
    Logo: { render: Logo },
    // Static but for its side menu and personal buttons, which it renders as an island itself.
    NavMenu: { render: NavMenu },
    DropdownMenu: { render: islandBlock(dropdownMenuIsland, DropdownMenu) },
    TeaserCard: { render: TeaserCard },
    StarRating: { render: StarRating },
    NotFound: { render: NotFound },
    Form: { render: islandBlock(formIsland, Form) },
    Lineup: { render: islandBlock(lineupIsland, Lineup) },
    Footer: { render: Footer },
    SubNavigation: { render: SubNavigation },
    ProductList: { render: islandBlock(productListIsland, ProductList) },
    ProductCard: { render: ProductCard },
    // Static but for its purchase panel, which it renders as an island itself.
    ProductDetails: { render: ProductDetails },
    ProductReviews: { render: islandBlock(productReviewsIsland, ProductReviews) },
    CartDrawer: { render: islandBlock(cartDrawerIsland, CartDrawer) },
    // Expanded into the section's blocks on the server (decision 071), whose own visibility applies; left here only when the section is gone.
    SectionInstance: { render: SectionInstance },
  }),
};

/** A page document as `Render` with publicConfig expects it (cast stored JSON to this). */
export type PublicPageData = Data<PublicBlockProps, Partial<PageRootProps>>;
