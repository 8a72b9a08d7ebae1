import type { JSX } from 'react';
import { cx } from '#web/ui/class-names.ts';
import { DEFAULT_MAX_WIDTH } from '#core/options/max-widths.ts';
import { responsiveClasses } from '../shared/responsive-classes.ts';
import { PADDING_X_TABLES, PADDING_Y_TABLES } from '../shared/responsive-spacing-classes.ts';
import { MAX_WIDTH_TABLES } from '../shared/responsive-style-classes.ts';
import { ThemeProvider, useTheme } from '../theme/theme-context.tsx';
import { sectionGradient } from './section-gradient.ts';
import { sectionBackgroundHex, sectionPreset } from './section-theme.ts';
import { DEFAULT_SECTION_PADDING_X, DEFAULT_SECTION_PADDING_Y, type SectionRenderProps } from './section.types.ts';

export function Section({ maxWidth, paddingY, paddingX, background, backgroundGradient, content: Content }: SectionRenderProps): JSX.Element {
  const active = useTheme();
  const gradient = sectionGradient(backgroundGradient);
  const backgroundHex = gradient?.baseHex ?? sectionBackgroundHex(background);
  const padding = cx(responsiveClasses(PADDING_Y_TABLES, paddingY, DEFAULT_SECTION_PADDING_Y), responsiveClasses(PADDING_X_TABLES, paddingX, DEFAULT_SECTION_PADDING_X));
  const inner = <div className={cx('mx-auto w-full', responsiveClasses(MAX_WIDTH_TABLES, maxWidth, DEFAULT_MAX_WIDTH))}>{typeof Content === 'function' ? <Content /> : null}</div>;

  if (backgroundHex === undefined) return <section className={padding}>{inner}</section>;
  // Blocks inside read the preset that stays readable on this background (see sectionPreset).
  const preset = sectionPreset(backgroundHex, active);
  return (
    <ThemeProvider preset={preset}>
      <section className={cx(preset.styles.site, padding)} style={{ backgroundColor: backgroundHex, backgroundImage: gradient?.css }}>
        {inner}
      </section>
    </ThemeProvider>
  );
}
