import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, SHOP_CURRENCY_OPTIONS, SHOP_CURRENCY_UNKNOWN, readShopSettings, wholeNumberBetween } from './shop-settings.ts';

describe('shop settings', () => {
  it('default to both offline methods on, a 72-hour hold and 20 units per checkout', () => {
    expect(DEFAULT_SHOP_SETTINGS).toEqual({ payOnDelivery: true, payByInvoice: true, offlineHoldHours: 72, maxUnitsPerCheckout: 20, currency: 'USD' });
  });

  it('read a form (unticked boxes absent) and a JSON body alike', () => {
    expect(readShopSettings({ payByInvoice: 'on', offlineHoldHours: '24', maxUnitsPerCheckout: '5' })).toEqual({
      settings: { payOnDelivery: false, payByInvoice: true, offlineHoldHours: 24, maxUnitsPerCheckout: 5, currency: 'USD' },
      errors: null,
    });
    expect(readShopSettings({ payOnDelivery: true, payByInvoice: false, offlineHoldHours: 720, maxUnitsPerCheckout: 1000 }).settings).toMatchObject({ payOnDelivery: true, offlineHoldHours: 720 });
  });

  it('name each number that is not a whole one in its range', () => {
    expect(readShopSettings({ offlineHoldHours: '0', maxUnitsPerCheckout: '1001' }).errors).toEqual({
      offlineHoldHours: [wholeNumberBetween(1, 720)],
      maxUnitsPerCheckout: [wholeNumberBetween(1, 1000)],
    });
    expect(readShopSettings({ offlineHoldHours: '1.5', maxUnitsPerCheckout: 'ten' }).errors).toMatchObject({ offlineHoldHours: expect.any(Array), maxUnitsPerCheckout: expect.any(Array) });
    expect(readShopSettings({}).errors).toMatchObject({ offlineHoldHours: expect.any(Array) });
  });

  it('take one of the seven currencies, keep the current one when none is sent, and refuse any other', () => {
    const numbers = { offlineHoldHours: '24', maxUnitsPerCheckout: '5' };
    expect(readShopSettings({ ...numbers, currency: 'JPY' }).settings?.currency).toBe('JPY');
    expect(readShopSettings(numbers, 'EUR').settings?.currency).toBe('EUR');
    expect(readShopSettings(numbers).settings?.currency).toBe('USD');
    expect(readShopSettings({ ...numbers, currency: 'jpy' }).errors).toEqual({ currency: [SHOP_CURRENCY_UNKNOWN] });
    expect(readShopSettings({ ...numbers, currency: 'XBT' }).errors).toEqual({ currency: [SHOP_CURRENCY_UNKNOWN] });
    expect(readShopSettings({ ...numbers, currency: 7 }).errors).toEqual({ currency: [SHOP_CURRENCY_UNKNOWN] });
    expect(SHOP_CURRENCY_OPTIONS.map((o) => o.label)).toContain('Japanese yen (JPY, ¥)');
  });
});
