import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_CURRENCY } from '#core/money/currency.ts';
import { DEFAULT_LANGUAGE } from '#core/options/languages.ts';
import { getThemePreset } from '#web/blocks/theme/presets.ts';
import { ThemeProvider } from '#web/blocks/theme/theme-context.tsx';

/**
 * What blocks read from around them on a visitor's page. Every island root gets it again in the
 * browser (each island is its own React root), so it must stay small and serialisable.
 */
export interface PageContextValue {
  /**
   * The name of the theme preset in effect where the island sits: the page's, or the one a
   * coloured Section gives its blocks. Blocks read the preset from ThemeContext, so the page
   * context around them does not carry it; islandBlock adds it for the island's root.
   */
  theme: string;
  siteSlug: string | null;
  language: string;
  /** The currency the site's shop sells in (decision 060): prices are shown in it, for `language`. */
  currency: string;
}

/** The page context as the page provides it, without the theme (which travels in ThemeContext). */
export type PageContextAround = Omit<PageContextValue, 'theme'>;

export const PageContext = createContext<PageContextAround>({ siteSlug: null, language: DEFAULT_LANGUAGE, currency: DEFAULT_CURRENCY });

export function usePageContext(): PageContextAround {
  return useContext(PageContext);
}

/** The providers an island root is rendered in, on the server and when hydrating alike. */
export function IslandProviders({ context, children }: { context: PageContextValue; children: ReactNode }) {
  const { theme, ...page } = context;
  return (
    <PageContext value={page}>
      <ThemeProvider preset={getThemePreset(theme)}>{children}</ThemeProvider>
    </PageContext>
  );
}
