/** Puck component keys of every block (docs/blocks.md). Stored page data refers to blocks by these. */
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
] as const;
export type BlockName = (typeof BLOCK_NAMES)[number];
