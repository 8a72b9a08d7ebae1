import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NAMED_FONTS, fontPreloads, fontStack } from '#core/options/fonts.ts';

const css = fs.readFileSync(new URL('./fonts.css', import.meta.url), 'utf8');
const publicFonts = new URL('../../public/fonts/', import.meta.url);

describe('self-hosted fonts', () => {
  it.each(NAMED_FONTS.map((f) => [f.label, f.value]))('%s is served from /fonts', (label, value) => {
    const faces = [...css.matchAll(new RegExp(`font-family: '${label}';[^}]*src: url\\('/fonts/([^']+)'\\)`, 'g'))];
    expect(faces.length).toBeGreaterThan(0);
    for (const [, file] of faces) {
      const bytes = fs.readFileSync(new URL(file!, publicFonts));
      // A real WOFF2 file: the 'wOF2' signature.
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(file!.startsWith(`${value}-`)).toBe(true);
    }
    expect(fontStack(value).startsWith(`"${label}"`)).toBe(true);
  });

  it.each(NAMED_FONTS.map((f) => [f.label, f.value]))('%s: what a page preloads is a face of fonts.css, and all its faces', (label, value) => {
    const served = [...css.matchAll(new RegExp(`font-family: '${label}';[^}]*src: url\\('(/fonts/[^']+)'\\)`, 'g'))].map((face) => face[1]);
    expect(fontPreloads(value).sort()).toEqual(served.sort());
  });

  it('loads nothing from elsewhere', () => {
    expect(css).not.toMatch(/https?:\/\//);
  });
});
