import { describe, expect, it } from 'vitest';
import { DEFAULT_FONT, DEFAULT_FONT_FAMILY, FONT_OPTIONS, fontStack, NAMED_FONTS } from './fonts.ts';

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
});
