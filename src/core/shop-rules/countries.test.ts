import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../checkout/postal-address.ts';
import { countryCodeOf, isCountryCode, ISO_COUNTRY_CODES, regionCodeOf } from './countries.ts';

describe('country codes', () => {
  it('lists the 249 officially assigned ISO 3166-1 alpha-2 codes once each, two upper-case letters', () => {
    expect(ISO_COUNTRY_CODES).toHaveLength(249);
    expect(new Set(ISO_COUNTRY_CODES).size).toBe(249);
    expect(ISO_COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect([...ISO_COUNTRY_CODES].sort()).toEqual(ISO_COUNTRY_CODES);
  });

  it('takes every code the drawer’s country select offers', () => {
    expect(COUNTRY_CODES.filter((code) => !isCountryCode(code))).toEqual([]);
  });

  it('takes assigned codes and Kosovo’s, refuses others and lower case unless read', () => {
    expect(isCountryCode('DE')).toBe(true);
    expect(isCountryCode('XK')).toBe(true);
    expect(isCountryCode('de')).toBe(false);
    expect(isCountryCode('UK')).toBe(false); // the United Kingdom is GB
    expect(isCountryCode('EU')).toBe(false);
    expect(isCountryCode(49)).toBe(false);
    expect(countryCodeOf(' de ')).toBe('DE');
    expect(countryCodeOf('Germany')).toBeNull();
  });

  it('reads regions as ISO 3166-2 codes of the country', () => {
    expect(regionCodeOf('ca', 'US')).toBe('US-CA');
    expect(regionCodeOf('US-NY', 'US')).toBe('US-NY');
    expect(regionCodeOf('ES-CN', 'US')).toBeNull();
    expect(regionCodeOf('', 'US')).toBeNull();
    expect(regionCodeOf('US-TOOLONG', 'US')).toBeNull();
  });
});
