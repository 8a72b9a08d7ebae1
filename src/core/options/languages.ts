import type { Option } from './option.ts';

export const LANGUAGE_OPTIONS = [
  { label: 'English', value: 'en' },
  { label: 'French', value: 'fr' },
  { label: 'Spanish', value: 'es' },
  { label: 'German', value: 'de' },
  { label: 'Italian', value: 'it' },
  { label: 'Portuguese', value: 'pt' },
  { label: 'Dutch', value: 'nl' },
  { label: 'Russian', value: 'ru' },
  { label: 'Chinese (Simplified)', value: 'zh-cn' },
  { label: 'Japanese', value: 'ja' },
  { label: 'Korean', value: 'ko' },
  { label: 'Arabic', value: 'ar' },
] as const satisfies readonly Option[];
export type Language = (typeof LANGUAGE_OPTIONS)[number]['value'];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Arabic is written right to left; the page's dir attribute follows the site language. */
export const RTL_LANGUAGES: readonly Language[] = ['ar'];
