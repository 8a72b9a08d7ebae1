// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { BreakdownFigures } from '#core/checkout/order-breakdown.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { OrderBreakdown } from './order-breakdown.tsx';

const dom = setUpDomRoot();

const figures: BreakdownFigures = { subtotalCents: 6000, discountCents: 600, shippingCents: 495, taxCents: 1120, totalCents: 7015, taxIncluded: false, discountCode: 'SAVE10', shippingName: 'Standard' };
const rows = () => [...dom.container.querySelectorAll('[data-breakdown-row]')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]);

describe('OrderBreakdown', () => {
  it('lists core’s rows as terms and amounts in the order’s currency for the shop’s language, named as a group', () => {
    act(() => dom.root.render(<OrderBreakdown figures={figures} currency="EUR" language="de" label="Price breakdown" />));
    expect(rows().map(([term, amount]) => [term, amount!.replace(/\u00a0/g, ' ')])).toEqual([
      ['Subtotal', '60,00 €'],
      ['Discount (SAVE10)', '\u22126,00 €'],
      ['Shipping (Standard)', '4,95 €'],
      ['Tax', '11,20 €'],
      ['Total', '70,15 €'],
    ]);
    const group = dom.container.querySelector('[role="group"]')!;
    expect(group.getAttribute('aria-label')).toBe('Price breakdown');
    expect(group.querySelector('dl')).not.toBeNull();
  });

  it('shows nothing where a page shows the total already and there is nothing to break down', () => {
    const older = { ...figures, discountCents: 0, shippingCents: 0, taxCents: 0, discountCode: null, shippingName: null, totalCents: 6000 };
    act(() => dom.root.render(<OrderBreakdown figures={older} currency="USD" language="en" adjustedOnly />));
    expect(dom.container.innerHTML).toBe('');
    act(() => dom.root.render(<OrderBreakdown figures={older} currency="USD" language="en" />));
    expect(rows()).toEqual([['Total', '$60.00']]);
  });
});
