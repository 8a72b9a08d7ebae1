import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { THEME_PRESETS, DEFAULT_THEME_PRESET, type ThemePreset } from './presets.ts';

/** The active preset. Blocks rendered outside a PageRoot (tests, previews) get the default one. */
export const ThemeContext = createContext<ThemePreset>(THEME_PRESETS[DEFAULT_THEME_PRESET]);

export interface ThemeProviderProps {
  preset: ThemePreset;
  children?: ReactNode;
}

export function ThemeProvider({ preset, children }: ThemeProviderProps): ReactNode {
  return <ThemeContext value={preset}>{children}</ThemeContext>;
}

/** The active preset: `useTheme().styles.heading` etc. */
export function useTheme(): ThemePreset {
  return useContext(ThemeContext);
}
