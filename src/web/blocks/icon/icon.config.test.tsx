import { describe, expect, it } from 'vitest';
import { iconConfig } from './icon.config.tsx';
import type { IconProps } from './icon.types.ts';

type ResolveParams = Parameters<NonNullable<typeof iconConfig.resolveData>>[1];

async function resolve(props: IconProps, changed: Partial<Record<keyof IconProps, boolean>>): Promise<IconProps> {
  const result = await iconConfig.resolveData!({ props: { ...props, id: 'icon-1' } }, { changed } as ResolveParams);
  return result.props as IconProps;
}

describe('iconConfig', () => {
  it('defaults to a Font Awesome star at 6xl, decorative, in the theme colour', () => {
    expect(iconConfig.defaultProps).toEqual({ set: 'fa', name: 'FaStar', size: '6xl', color: '', label: '' });
    const sizes = (iconConfig.fields!.size as { options: { value: string }[] }).options.map((option) => option.value);
    expect(sizes).toContain(iconConfig.defaultProps!.size);
  });

  it('takes the library from a picked name, so the server renders the right set', async () => {
    expect((await resolve({ ...iconConfig.defaultProps!, name: 'MdHome' }, { name: true })).set).toBe('md');
    expect((await resolve({ ...iconConfig.defaultProps!, set: 'md', name: 'TbHome2' }, { name: true })).set).toBe('tb');
    expect((await resolve({ ...iconConfig.defaultProps!, name: 'brand-logo' }, { name: true })).set).toBe('custom');
  });

  it('leaves the library alone when the name did not change', async () => {
    expect((await resolve({ ...iconConfig.defaultProps!, set: 'md', name: 'FaStar' }, { size: true })).set).toBe('md');
  });

  it('offers every library but the search-only "all" scope', () => {
    const sets = (iconConfig.fields!.set as { options: { value: string }[] }).options.map((option) => option.value);
    expect(sets).toEqual(['custom', 'fa', 'ti', 'go', 'tb', 'cg', 'md']);
  });
});
