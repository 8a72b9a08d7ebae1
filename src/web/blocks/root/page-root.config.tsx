import { PAGE_ROOT_DEFAULTS } from '#core/blocks/layout-defaults.ts';
import type { RootConfig } from '@puckeditor/core';
import { FONT_OPTIONS } from '#core/options/fonts.ts';
import { LANGUAGE_OPTIONS } from '#core/options/languages.ts';
import { MAX_WIDTH_OPTIONS } from '#core/options/max-widths.ts';
import { fieldOptions } from '../shared/field-options.ts';
import { THEME_PRESET_OPTIONS } from '../theme/presets.ts';
import { PageRoot } from './page-root.tsx';
import type { PageRootProps } from './page-root.types.ts';

export const pageRootConfig: RootConfig<PageRootProps> = {
  fields: {
    title: { type: 'text', label: 'Page title' },
    description: { type: 'textarea', label: 'Description' },
    theme: { type: 'select', label: 'Theme preset', options: fieldOptions(THEME_PRESET_OPTIONS) },
    fontFamily: { type: 'select', label: 'Font family', options: fieldOptions(FONT_OPTIONS) },
    maxWidth: { type: 'select', label: 'Content max width', options: fieldOptions(MAX_WIDTH_OPTIONS) },
    language: { type: 'select', label: 'Language', options: fieldOptions(LANGUAGE_OPTIONS) },
  },
  defaultProps: PAGE_ROOT_DEFAULTS,
  render: PageRoot,
};
