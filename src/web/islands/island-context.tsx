import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE } from '#core/options/languages.ts';
import { getThemePreset } from '#web/blocks/theme/presets.ts';
import { ThemeProvider } from '#web/blocks/theme/theme-context.tsx';

/**
 * What blocks read from around them on a visitor's page. Every island root gets it again in the
 * browser (each island is its own React root), so it must stay small and serialisable.
 */
export interface PageContextValue {
  theme: string;
  siteSlug: string | null;
  language: string;
}

export const PageContext = createContext<PageContextValue>({ theme: 'default', siteSlug: null, language: DEFAULT_LANGUAGE });

export function usePageContext(): PageContextValue {
  return useContext(PageContext);
}

/** The providers an island root is rendered in, on the server and when hydrating alike. */
export function IslandProviders({ context, children }: { context: PageContextValue; children: ReactNode }) {
  return (
    <PageContext value={context}>
      <ThemeProvider preset={getThemePreset(context.theme)}>{children}</ThemeProvider>
    </PageContext>
  );
}
