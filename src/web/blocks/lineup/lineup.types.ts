import { LINEUP_DEFAULTS } from '#core/blocks/content-defaults.ts';
import { type BlockListSourceProps, type RecordTeaser } from '#core/content/block-records.ts';
import { type CardStyle } from '#core/options/card-styles.ts';
import type { SiteSlugProps } from '#web/site/site-slug.ts';

/** A manual teaser (spec 3 §2): typed in the editor instead of read from a collection. */
export interface LineupItem {
  title: string;
  description: string;
  image: string;
  link: string;
}

export type LineupLayout = 'grid' | 'carousel';
export type LineupColumns = 2 | 3 | 4;

export interface LineupProps extends SiteSlugProps, BlockListSourceProps {
  heading: string;
  /** Record fields shown as title, description and image; empty: title|name, description, image|url. */
  titleField: string;
  descriptionField: string;
  imageField: string;
  items: LineupItem[];
  layout: LineupLayout;
  columns: LineupColumns;
  variant: CardStyle;
  /** Words of each description to show; 0 shows all (spec 1 §9). */
  textDisplayLength: number;
  linkLabel: string;
  /** Server-computed (prepare-render-data): the collection's records as teasers. */
  _items?: RecordTeaser[];
  /** Server-computed: the collection could not be loaded (spec 3 §8: the block renders nothing). */
  _failed?: boolean;
}

export const LINEUP_DEFAULT_PROPS: LineupProps = LINEUP_DEFAULTS;
