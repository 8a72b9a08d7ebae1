/**
 * The theme preset a page uses when it names none (web/blocks/theme/presets.ts). Its own module so the
 * theme, which every island loads, does not bring the page root's other defaults (font stacks, languages).
 */
export const DEFAULT_THEME_PRESET_NAME = 'default' as const;
