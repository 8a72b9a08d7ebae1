// @vitest-environment happy-dom
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ArrayInputField, ArrayInputItem } from '#core/rules/array-input-rules.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { ArrayInput, arrayInputField } from './array-input.tsx';

const dom = setUpDomRoot();

const FIELDS: ArrayInputField[] = [
  { name: 'label', label: 'Label', type: 'text', unique: true },
  { name: 'qty', label: 'Quantity', type: 'number' },
];

function Harness({ initial, min, max, onChange }: { initial: ArrayInputItem[]; min?: number; max?: number; onChange: (items: ArrayInputItem[]) => void }) {
  const [items, setItems] = useState(initial);
  return (
    <ArrayInput
      name="items"
      label="Items"
      fields={FIELDS}
      value={items}
      min={min}
      max={max}
      onChange={(next) => {
        setItems(next);
        onChange(next);
      }}
    />
  );
}

const button = (name: string): HTMLButtonElement => [...dom.container.querySelectorAll<HTMLButtonElement>('button')].find((candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent) === name)!;
const alert = (): string => dom.container.querySelector('[role="alert"]')!.textContent ?? '';
function type(element: HTMLInputElement, text: string): void {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(element, text);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('ArrayInput', () => {
  it('adds items, converts numbers and refuses a second empty item', () => {
    const onChange = vi.fn();
    act(() => dom.root.render(<Harness initial={[]} onChange={onChange} />));
    act(() => button('Add item').click());
    expect(onChange).toHaveBeenLastCalledWith([{ label: '', qty: null }]);
    act(() => button('Add item').click());
    expect(alert()).toBe('Multiple empty items detected. Please fill in values before adding more items.');
    expect(onChange).toHaveBeenCalledTimes(1);
    type(dom.container.querySelector<HTMLInputElement>('input[type="number"]')!, '12');
    expect(onChange).toHaveBeenLastCalledWith([{ label: '', qty: 12 }]);
    expect(alert()).toBe('');
  });

  it('names duplicated values of unique fields', () => {
    act(() => dom.root.render(<Harness initial={[{ label: 'Home', qty: 1 }, { label: 'About', qty: 2 }]} onChange={() => {}} />));
    const second = dom.container.querySelectorAll<HTMLInputElement>('input[type="text"]')[1]!;
    type(second, 'Home');
    expect(alert()).toBe('Duplicate values found: Home');
  });

  it('removes only above the minimum and adds only below the maximum', () => {
    act(() => dom.root.render(<Harness initial={[{ label: 'a', qty: 1 }, { label: 'b', qty: 2 }]} min={1} max={2} onChange={() => {}} />));
    expect(button('Add item').disabled).toBe(true);
    act(() => button('Remove item 1').click());
    expect(button('Remove item 1').disabled).toBe(true);
    expect(button('Add item').disabled).toBe(false);
    expect(dom.container.querySelector<HTMLInputElement>('input[type="text"]')!.value).toBe('b');
  });

  it('shows a developer warning for a field without a label or options, and still renders', () => {
    act(() =>
      dom.root.render(
        <ArrayInput name="x" label="X" fields={[{ name: 'kind', label: '', type: 'select' }]} value={[]} onChange={() => {}} />,
      ),
    );
    expect(dom.container.querySelector('[data-dev-warning]')!.textContent).toContain('Field kind has no label; Field kind has no options');
    expect(button('Add item')).toBeDefined();
  });

  it('works as a Puck custom field', () => {
    const onChange = vi.fn();
    const field = arrayInputField('Links', FIELDS, { max: 3, itemLabel: 'link' });
    expect(field).toMatchObject({ type: 'custom', label: 'Links' });
    act(() => dom.root.render(field.render({ field, name: 'links', id: 'links', value: [{ label: 'Home', qty: 1 }], onChange })));
    expect(dom.container.querySelector('legend')!.textContent).toBe('Links');
    act(() => button('Add link').click());
    expect(onChange).toHaveBeenCalledWith([
      { label: 'Home', qty: 1 },
      { label: '', qty: null },
    ]);
  });
});
