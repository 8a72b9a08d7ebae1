// @vitest-environment happy-dom
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DUPLICATE_COLOR_IDS, DUPLICATE_SIZE_IDS, type ProductVariants } from '#core/product-variants/variant-editing.ts';
import { button, click, typeInto } from '#web/testing/dialog-test-kit.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { VariantEditor } from './variant-editor.tsx';

const dom = setUpDomRoot();
let latest: ProductVariants | null = null;

function Harness({ initial }: { initial: unknown }) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <VariantEditor
      value={value}
      onChange={(next) => {
        latest = next;
        setValue(next);
      }}
    />
  );
}

const stockInputs = () => [...dom.container.querySelectorAll<HTMLInputElement>('input[type="number"]')];
const labelled = (text: string) => [...dom.container.querySelectorAll('label')].filter((label) => label.firstChild?.textContent === text).map((label) => label.querySelector('input')!);

describe('VariantEditor', () => {
  it('rebuilds the stock table from colours × sizes, keeping the stock typed for combinations that remain', async () => {
    latest = null;
    await act(async () =>
      dom.root.render(
        <Harness
          initial={{
            colors: [{ value: 'red', label: 'Red', hex: '#ff0000' }],
            sizes: JSON.stringify([{ value: 's', label: 'S' }]),
            variant_stock: [{ color_value: 'red', size_value: 's', stock: 4 }],
          }}
        />,
      ),
    );
    expect(stockInputs().map((input) => [input.getAttribute('aria-label'), input.value])).toEqual([['Stock per variant: Red, S', '4']]);
    await click(button('Add size', dom.container));
    await typeInto(labelled('Label')[1]!, 'M');
    expect(stockInputs().map((input) => [input.getAttribute('aria-label'), input.value])).toEqual([
      ['Stock per variant: Red, S', '4'],
      ['Stock per variant: Red, M', '0'],
    ]);
    await typeInto(stockInputs()[1]!, '6');
    await click(button('Add colour', dom.container));
    expect(latest!.variant_stock).toEqual([
      { color_value: 'red', size_value: 's', stock: 4 },
      { color_value: 'red', size_value: 'size-2', stock: 6 },
      { color_value: 'color-2', size_value: 's', stock: 0 },
      { color_value: 'color-2', size_value: 'size-2', stock: 0 },
    ]);
  });

  it('shows the duplicate banners and takes at most 10 colours', async () => {
    const colors = Array.from({ length: 10 }, (_, i) => ({ value: i < 2 ? 'same' : `c${i}`, label: `C${i}`, hex: '#000000' }));
    await act(async () => dom.root.render(<Harness initial={{ colors, sizes: [{ value: 'x', label: 'X' }, { value: 'x', label: 'X again' }], variant_stock: [] }} />));
    expect([...dom.container.querySelectorAll('[role="alert"] p')].map((p) => p.textContent)).toEqual([DUPLICATE_COLOR_IDS, DUPLICATE_SIZE_IDS]);
    expect(button('Add colour', dom.container).disabled).toBe(true);
    expect(dom.container.textContent).toContain('At most 10 colours.');
  });
});
