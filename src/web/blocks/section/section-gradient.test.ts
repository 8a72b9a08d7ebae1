import { describe, expect, it } from 'vitest';
import { sectionGradient } from './section-gradient.ts';

describe('sectionGradient', () => {
  it('builds a left-to-right gradient from two to ten validated hex colours', () => {
    expect(sectionGradient([{ hex: '#FFF7ED' }, { hex: '#fef9c3', value: 'yellow-100', label: 'Yellow 100' }])).toEqual({
      css: 'linear-gradient(to right, #fff7ed, #fef9c3)',
      baseHex: '#fff7ed',
    });
    const eleven = Array.from({ length: 11 }, () => ({ hex: '#eeeeee' }));
    expect(sectionGradient(eleven)!.css.match(/#eeeeee/g)).toHaveLength(10);
  });

  it('never writes anything but hex colours into the CSS', () => {
    const hostile = [{ hex: '#ffffff' }, { hex: 'red); background:url(https://evil.example/x' }, { hex: '#fafafa;x:y' }, { hex: 42 }, null, 'x', { hex: '#f5f5f5' }];
    const gradient = sectionGradient(hostile)!;
    expect(gradient.css).toBe('linear-gradient(to right, #ffffff, #f5f5f5)');
  });

  it('is undefined with fewer than two colours, for non-lists and for light and dark stops mixed', () => {
    expect(sectionGradient([{ hex: '#ffffff' }])).toBeUndefined();
    expect(sectionGradient('#fff,#000')).toBeUndefined();
    expect(sectionGradient(undefined)).toBeUndefined();
    expect(sectionGradient([{ hex: '#ffffff' }, { hex: '#000000' }])).toBeUndefined();
    expect(sectionGradient([{ hex: '#0f172a' }, { hex: '#1e3a8a' }])).toEqual({ css: 'linear-gradient(to right, #0f172a, #1e3a8a)', baseHex: '#0f172a' });
  });
});
