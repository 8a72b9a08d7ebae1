/**
 * Puck component keys of every block (docs/blocks.md). Stored page data refers to blocks by
 * these; the server refuses any other type on save and drops it when rendering.
 */
export const BLOCK_NAMES = [
  'Heading',
  'Text',
  'RichText',
  'Image',
  'Button',
  'Columns',
  'Section',
  'Spacer',
  'Icon',
  'Alert',
  'Carousel',
  'ImageGallery',
  'Logo',
  'NavMenu',
  'DropdownMenu',
  'TeaserCard',
  'StarRating',
  'NotFound',
  'Form',
  'Lineup',
  'Footer',
  'SubNavigation',
  'CartDrawer',
  'ProductList',
  'ProductCard',
  'ProductDetails',
  'ProductReviews',
  // A use of a reusable section (decision 071): the server puts the section's blocks in its place.
  'SectionInstance',
] as const;
export type BlockName = (typeof BLOCK_NAMES)[number];

const NAMES: ReadonlySet<string> = new Set(BLOCK_NAMES);
export const isBlockName = (value: unknown): value is BlockName => typeof value === 'string' && NAMES.has(value);

/**
 * Props that hold nested blocks (Puck slot fields), per block. The editor's fields, the public
 * render config and the server's tree walk all read this one list, so a slot is never guessed
 * from what a prop happens to contain.
 */
export const BLOCK_SLOTS: Readonly<Partial<Record<BlockName, readonly string[]>>> = {
  Columns: ['column1', 'column2', 'column3', 'column4'],
  Section: ['content'],
};
