// Default props of the layout blocks (page root, Section, Columns, Spacer): what the editor puts in
// a new block, and what the seed and a new site's default pages start from. Pure data (decision 044).

import { DEFAULT_FONT_FAMILY } from '#core/options/fonts.ts';
import { DEFAULT_LANGUAGE } from '#core/options/languages.ts';
import { DEFAULT_COLUMN_SPLIT } from '#core/options/layout.ts';
import { DEFAULT_MAX_WIDTH } from '#core/options/max-widths.ts';
import { DEFAULT_THEME_PRESET_NAME } from './theme-default.ts';

export const PAGE_ROOT_DEFAULTS = {
  title: '',
  description: '',
  /** A theme preset's name (web/blocks/theme/presets.ts). */
  theme: DEFAULT_THEME_PRESET_NAME,
  fontFamily: DEFAULT_FONT_FAMILY,
  maxWidth: DEFAULT_MAX_WIDTH,
  language: DEFAULT_LANGUAGE,
};

export const SECTION_DEFAULTS = {
  maxWidth: DEFAULT_MAX_WIDTH,
  /** SPACING_SCALE tokens. */
  paddingY: '12',
  paddingX: '4',
  background: '',
  backgroundGradient: [],
  content: [],
};

export const COLUMNS_DEFAULTS = {
  count: 2 as const,
  split: DEFAULT_COLUMN_SPLIT[2],
  gap: '6',
  stackOnMobile: true,
  column1: [],
  column2: [],
  column3: [],
  column4: [],
};

export const SPACER_DEFAULTS = { height: '8' };
