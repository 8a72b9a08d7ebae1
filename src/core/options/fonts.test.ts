import { describe, expect, it } from 'vitest';
import { DEFAULT_FONT, DEFAULT_FONT_FAMILY, FONT_OPTIONS, fontPreloads, fontStack, NAMED_FONTS } from './fonts.ts';

describe('fonts', () => {
  it('has a default family plus about 45 named families', () => {
    expect(DEFAULT_FONT.value).toBe(DEFAULT_FONT_FAMILY);
    expect(FONT_OPTIONS[0]).toBe(DEFAULT_FONT);
    expect(NAMED_FONTS).toHaveLength(45);
    expect(new Set(FONT_OPTIONS.map((font) => font.value)).size).toBe(46);
  });

  it('gives each family a stack that starts with the family and ends with a generic fallback', () => {
    for (const font of NAMED_FONTS) {
      expect(font.stack.startsWith(`"${font.label}", `)).toBe(true);
      expect(font.stack).toMatch(/(sans-serif|serif|monospace|cursive)$/);
      expect(font.value).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('looks up stacks, falling back to the default', () => {
    expect(fontStack('inter')).toBe('"Inter", ui-sans-serif, system-ui, sans-serif');
    expect(fontStack('nope')).toBe(DEFAULT_FONT.stack);
  });

  it('preloads a named family\'s regular and bold files, nothing for the system stack', () => {
    expect(fontPreloads('fira-sans')).toEqual(['/fonts/fira-sans-400.woff2', '/fonts/fira-sans-700.woff2']);
    expect(fontPreloads('pacifico')).toEqual(['/fonts/pacifico-400.woff2']);
    expect(fontPreloads(DEFAULT_FONT_FAMILY)).toEqual([]);
    expect(fontPreloads('nope')).toEqual([]);
  });
});
