import type { CSSProperties, JSX, ReactNode } from 'react';
import { fontStack } from '#core/options/fonts.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_OPTIONS, RTL_LANGUAGES, type Language } from '#core/options/languages.ts';
import { cx } from '#web/ui/class-names.ts';
import { maxWidthClass } from '../shared/max-width-classes.ts';
import { getThemePreset } from '../theme/presets.ts';
import { ThemeProvider } from '../theme/theme-context.tsx';
import { PageContext, usePageContext } from '#web/islands/island-context.tsx';
import type { PageRootProps } from './page-root.types.ts';

function pageLanguage(value: unknown): Language {
  return LANGUAGE_OPTIONS.find((option) => option.value === value)?.value ?? DEFAULT_LANGUAGE;
}

export interface PageRootRenderProps extends Partial<PageRootProps> {
  children?: ReactNode;
}

/** The page shell: theme preset, font, content width, and the language and direction of the text. */
export function PageRoot({ theme, fontFamily, maxWidth, language, children }: PageRootRenderProps): JSX.Element {
  const preset = getThemePreset(theme);
  const lang = pageLanguage(language);
  // The font stack is data from the font list, so it is a style rather than a class.
  const font: CSSProperties = { fontFamily: fontStack(fontFamily ?? '') };
  const page = usePageContext();
  return (
    <PageContext value={{ ...page, language: lang }}>
    <ThemeProvider preset={preset}>
      <div lang={lang} dir={RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr'} style={font} className={cx('min-h-screen antialiased', preset.styles.site)}>
        <div className={cx('mx-auto w-full', maxWidthClass(maxWidth))}>{children}</div>
      </div>
    </ThemeProvider>
    </PageContext>
  );
}
