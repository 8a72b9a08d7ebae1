// Default props of the content blocks (TeaserCard, Lineup): what the editor puts in a new block, and
// what the seed starts from. Pure data (decision 044).

import { BLOCK_LIST_DEFAULTS } from '#core/content/block-records.ts';
import { DEFAULT_CARD_STYLE } from '#core/options/card-styles.ts';
import { DEFAULT_LINK_TARGET } from '#core/options/link-targets.ts';

export const TEASER_CARD_DEFAULTS = {
  image: '',
  imageAlt: '',
  title: 'Card title',
  description: 'A short description of what this card leads to.',
  link: '',
  linkLabel: 'Read more',
  target: DEFAULT_LINK_TARGET,
  variant: DEFAULT_CARD_STYLE,
  textDisplayLength: 0,
};

export const LINEUP_DEFAULTS = {
  heading: '',
  source: 'collection' as const,
  ...BLOCK_LIST_DEFAULTS,
  titleField: '',
  descriptionField: '',
  imageField: '',
  items: [],
  layout: 'grid' as const,
  columns: 3 as const,
  variant: DEFAULT_CARD_STYLE,
  textDisplayLength: 0,
  linkLabel: 'Read more',
};
