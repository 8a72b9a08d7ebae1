import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, readShopSettings, wholeNumberBetween } from './shop-settings.ts';

describe('shop settings', () => {
  it('default to both offline methods on, a 72-hour hold and 20 units per checkout', () => {
    expect(DEFAULT_SHOP_SETTINGS).toEqual({ payOnDelivery: true, payByInvoice: true, offlineHoldHours: 72, maxUnitsPerCheckout: 20 });
  });

  it('read a form (unticked boxes absent) and a JSON body alike', () => {
    expect(readShopSettings({ payByInvoice: 'on', offlineHoldHours: '24', maxUnitsPerCheckout: '5' })).toEqual({
      settings: { payOnDelivery: false, payByInvoice: true, offlineHoldHours: 24, maxUnitsPerCheckout: 5 },
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
});
