import { describe, expect, it } from 'vitest';
import { renderIconSvg } from './render-icon-svg.ts';

describe('renderIconSvg', () => {
  it('renders a known icon as 1em, hidden SVG markup', async () => {
    const svg = await renderIconSvg('fa', 'FaLeaf');
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain('height="1em"');
    expect(svg).toContain('width="1em"');
    expect(svg).toContain('aria-hidden="true"');
  });

  it('renders icons of every built-in set', async () => {
    const samples = [
      ['ti', 'TiHome'],
      ['go', 'GoHome'],
      ['tb', 'TbHome'],
      ['cg', 'CgHome'],
      ['md', 'MdHome'],
    ] as const;
    for (const [set, name] of samples) expect(await renderIconSvg(set, name), `${set}/${name}`).toMatch(/^<svg/);
  });

  it('returns null for an unknown name', async () => {
    expect(await renderIconSvg('fa', 'FaDoesNotExist')).toBeNull();
    expect(await renderIconSvg('fa', 'MdHome')).toBeNull();
    expect(await renderIconSvg('fa', '')).toBeNull();
  });

  it('returns null for names that are not icon exports', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'default', 'GenIcon', '../fa']) {
      expect(await renderIconSvg('fa', name), name).toBeNull();
    }
  });

  it('returns null for sets outside the allowed list, never importing them', async () => {
    for (const set of ['all', 'custom', 'fa6', 'bi', '../../package.json', 'constructor', '__proto__', '']) {
      expect(await renderIconSvg(set, 'FaLeaf'), set).toBeNull();
    }
  });

  it('never throws, whatever it is given', async () => {
    const odd: unknown[] = [undefined, null, 42, {}, [], Symbol('x')];
    for (const value of odd) {
      await expect(renderIconSvg(value as string, value as string)).resolves.toBeNull();
      await expect(renderIconSvg('fa', value as string)).resolves.toBeNull();
    }
  });

  it('returns the same markup on repeated calls (the set module is cached)', async () => {
    const first = await renderIconSvg('go', 'GoHome');
    const again = await Promise.all([renderIconSvg('go', 'GoHome'), renderIconSvg('go', 'GoHome')]);
    expect(again).toEqual([first, first]);
  });
});
