import type { Language } from '#core/options/languages.ts';
import type { MaxWidth } from '#core/options/max-widths.ts';
import type { ThemePresetName } from '../theme/presets.ts';

/** Root props as stored in page data and edited in the root fields. */
export interface PageRootProps {
  /** Page title for the document head; read by the page route, not rendered here. */
  title: string;
  /** Meta description; read by the page route, not rendered here. */
  description: string;
  theme: ThemePresetName;
  /** A FONT_OPTIONS value; named families are self-hosted (public/fonts, src/web/fonts.css), fetched only when used. */
  fontFamily: string;
  maxWidth: MaxWidth;
  language: Language;
}
