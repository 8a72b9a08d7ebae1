import { describe, expect, it } from 'vitest';
import { checkShippingRate, checkShippingZone, offeredRates, parsePostcodePattern, postcodeMatches, zoneFor, zoneServes, type ShippingRate, type ShippingZone } from './shipping.ts';

const zone = (id: string, extra: Partial<ShippingZone>): ShippingZone => ({ id, name: id, countries: [], regions: [], postcodes: [], position: 0, ...extra });
const rate = (id: string, kind: ShippingRate['kind'], amountCents: number, extra: Partial<ShippingRate> = {}): ShippingRate => ({ id, name: id, kind, amountCents, freeOverCents: null, minGrams: null, maxGrams: null, ...extra });

describe('postcode patterns', () => {
  it('reads exact codes, prefixes and digit ranges; refuses anything else', () => {
    expect(parsePostcodePattern('SW1A 1AA')).toEqual({ kind: 'exact', code: 'SW1A1AA' });
    expect(parsePostcodePattern('sw1*')).toEqual({ kind: 'prefix', prefix: 'SW1' });
    expect(parsePostcodePattern('10000..19999')).toEqual({ kind: 'range', low: '10000', high: '19999' });
    for (const bad of ['', '*', 'S*W', 'SW1**', '1000..999', '19999..10000', 'AB..CD', 'SW1A_1AA', 'x'.repeat(21), '10%']) expect(parsePostcodePattern(bad)).toBeNull();
  });

  it('matches ignoring case, spaces and hyphens; ranges only codes of as many digits', () => {
    expect(postcodeMatches('SW1A 1AA', 'sw1a1aa')).toBe(true);
    expect(postcodeMatches('1234-567', '1234567')).toBe(true);
    expect(postcodeMatches('SW1*', 'SW1A 1AA')).toBe(true);
    expect(postcodeMatches('SW1*', 'SW2A 1AA')).toBe(false);
    expect(postcodeMatches('01000..01999', '01500')).toBe(true);
    expect(postcodeMatches('10000..19999', '20000')).toBe(false);
    expect(postcodeMatches('10000..19999', '1500')).toBe(false);
    expect(postcodeMatches('10000..19999', '15000A')).toBe(false);
    expect(postcodeMatches('SW1*', '')).toBe(false);
    expect(postcodeMatches('bad*pattern', 'BAD')).toBe(false);
  });
});

describe('zones', () => {
  const zones = [
    zone('rest', { countries: ['DE', 'AT', 'US'], position: 9 }),
    zone('islands', { countries: ['DE'], postcodes: ['18565', '25938..25999', '26486*'], position: 1 }),
    zone('alaska', { countries: ['US'], regions: ['US-AK', 'US-HI'], position: 2 }),
  ];

  it('serves an address by country, region and postcode, the first zone by position winning', () => {
    expect(zoneFor(zones, { country: 'DE', postalCode: '25980' })?.id).toBe('islands');
    expect(zoneFor(zones, { country: 'de', postalCode: '10115' })?.id).toBe('rest');
    expect(zoneFor(zones, { country: 'US', region: 'AK' })?.id).toBe('alaska');
    expect(zoneFor(zones, { country: 'US', region: 'US-CA' })?.id).toBe('rest');
    expect(zoneFor(zones, { country: 'US' })?.id).toBe('rest');
    expect(zoneFor(zones, { country: 'FR' })).toBeNull();
    expect(zoneFor(zones, { country: 'Germany' })).toBeNull();
  });

  it('a zone naming regions or postcodes does not serve an address without them', () => {
    expect(zoneServes(zones[1]!, { country: 'DE' })).toBe(false);
    expect(zoneServes(zones[2]!, { country: 'US', region: null })).toBe(false);
  });

  it('checks an owner’s zone: codes, regions of its countries, patterns', () => {
    expect(checkShippingZone({ name: ' EU ', countries: ['de', 'AT', 'DE'], regions: [], postcodes: ['sw1*'] })).toEqual({
      zone: { name: 'EU', countries: ['DE', 'AT'], regions: [], postcodes: ['SW1*'], position: 0 },
      errors: {},
    });
    const bad = checkShippingZone({ name: '', countries: ['DE', 'XX'], regions: ['US-AK'], postcodes: ['1..99'] });
    expect(Object.keys(bad.errors).sort()).toEqual(['countries', 'name', 'postcodes', 'regions']);
    expect(checkShippingZone({ name: 'US', countries: ['US'], regions: ['US-AK'] }).zone?.regions).toEqual(['US-AK']);
    expect(checkShippingZone({ name: 'none', countries: [] }).errors.countries).toBeDefined();
    expect(checkShippingZone({ name: 'x', countries: 'DE' }).errors.countries).toBeDefined();
  });
});

describe('rates', () => {
  const rates = [
    rate('standard', 'free_over', 490, { freeOverCents: 5000 }),
    rate('light', 'weight', 300, { minGrams: 0, maxGrams: 1000 }),
    rate('heavy', 'weight', 900, { minGrams: 1001, maxGrams: 30_000 }),
    rate('express', 'flat', 1500),
    rate('pickup', 'pickup', 0),
  ];

  it('offers the weight bands that hold the parcel, free over its threshold, cheapest first', () => {
    expect(offeredRates(rates, { goodsCents: 2000, weightGrams: 800 }).map((r) => [r.rate.id, r.priceCents])).toEqual([
      ['pickup', 0],
      ['light', 300],
      ['standard', 490],
      ['express', 1500],
    ]);
    expect(offeredRates(rates, { goodsCents: 5000, weightGrams: 1001 }).map((r) => [r.rate.id, r.priceCents])).toEqual([
      ['pickup', 0],
      ['standard', 0],
      ['heavy', 900],
      ['express', 1500],
    ]);
    expect(offeredRates(rates, { goodsCents: 0, weightGrams: 40_000 }).map((r) => r.rate.id)).toEqual(['pickup', 'standard', 'express']);
  });

  it('checks an owner’s rate by its kind', () => {
    expect(checkShippingRate({ name: 'Parcel', kind: 'weight', amountCents: 500, minGrams: 0, maxGrams: 2000 }).rate).toMatchObject({ kind: 'weight', minGrams: 0, maxGrams: 2000 });
    expect(checkShippingRate({ name: 'Pickup', kind: 'pickup' }).rate).toMatchObject({ amountCents: 0 });
    expect(checkShippingRate({ name: 'Flat', kind: 'flat', amountCents: 490, freeOverCents: 10 }).rate).toMatchObject({ freeOverCents: null });
    expect(Object.keys(checkShippingRate({ name: '', kind: 'teleport', amountCents: -1 }).errors).sort()).toEqual(['amountCents', 'kind', 'name']);
    expect(checkShippingRate({ name: 'Free', kind: 'free_over', amountCents: 490 }).errors.freeOverCents).toBeDefined();
    expect(checkShippingRate({ name: 'W', kind: 'weight', amountCents: 1, minGrams: 500, maxGrams: 500 }).errors.maxGrams).toBeDefined();
    expect(checkShippingRate({ name: 'W', kind: 'flat', amountCents: 1.5 }).errors.amountCents).toBeDefined();
  });
});
