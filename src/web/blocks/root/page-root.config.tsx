import type { RootConfig } from '@puckeditor/core';
import { DEFAULT_FONT_FAMILY, FONT_OPTIONS } from '#core/options/fonts.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_OPTIONS } from '#core/options/languages.ts';
import { DEFAULT_MAX_WIDTH, MAX_WIDTH_OPTIONS } from '#core/options/max-widths.ts';
import { fieldOptions } from '../shared/field-options.ts';
import { DEFAULT_THEME_PRESET, THEME_PRESET_OPTIONS } from '../theme/presets.ts';
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
  defaultProps: {
    title: '',
    description: '',
    theme: DEFAULT_THEME_PRESET,
    fontFamily: DEFAULT_FONT_FAMILY,
    maxWidth: DEFAULT_MAX_WIDTH,
    language: DEFAULT_LANGUAGE,
  },
  render: PageRoot,
};
