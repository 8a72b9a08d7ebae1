import { describe, expect, it } from 'vitest';
import { navMenuConfig } from './nav-menu.config.tsx';

const optionValues = (field: unknown): unknown[] => (field as { options: { value: unknown }[] }).options.map((option) => option.value);

describe('navMenuConfig', () => {
  it('NavMenu: each personal button has a wide-screen and a small-screen flag, all opt-in (a navigation without them loads none of their code)', () => {
    for (const name of ['cart', 'wishlist', 'login', 'userMenu'] as const) {
      const field = navMenuConfig.fields![name] as { type: string; objectFields: Record<string, unknown> };
      expect(field.type).toBe('object');
      expect(Object.keys(field.objectFields)).toEqual(['desktop', 'mobile']);
      for (const flag of Object.values(field.objectFields)) expect(optionValues(flag)).toEqual([true, false]);
    }
    expect(navMenuConfig.defaultProps).toMatchObject({
      cart: { desktop: false, mobile: false },
      wishlist: { desktop: false, mobile: false },
      login: { desktop: false, mobile: false },
      userMenu: { desktop: false, mobile: false },
      sideLinks: [],
    });
  });
});
