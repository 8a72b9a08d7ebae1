// @vitest-environment happy-dom
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { StarRatingInput, type StarRatingInputProps } from './star-rating-input.tsx';

const dom = setUpDomRoot();

function Harness({ initial, onChange, ...rest }: Partial<StarRatingInputProps> & { initial: number; onChange: (value: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <StarRatingInput
      name="value"
      label="Rating"
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const radios = (): HTMLElement[] => [...dom.container.querySelectorAll<HTMLElement>('[role="radio"]')];
const checked = (): string | null | undefined => radios().find((radio) => radio.getAttribute('aria-checked') === 'true')?.getAttribute('aria-label');
function press(key: string): void {
  act(() => {
    dom.container.querySelector('[role="radiogroup"]')!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

describe('StarRatingInput', () => {
  it('is a labelled radio group of 5 stars by default, one tab stop, moved by arrow keys', () => {
    const onChange = vi.fn();
    act(() => dom.root.render(<Harness initial={3} onChange={onChange} />));
    const group = dom.container.querySelector('[role="radiogroup"]')!;
    expect(document.getElementById(group.getAttribute('aria-labelledby')!)!.textContent).toBe('Rating');
    expect(radios().map((radio) => radio.getAttribute('aria-label'))).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(radios().filter((radio) => radio.tabIndex === 0).map((radio) => radio.getAttribute('aria-label'))).toEqual(['3 stars']);
    press('ArrowRight');
    expect(checked()).toBe('4 stars');
    press('ArrowUp');
    press('ArrowUp');
    expect(checked()).toBe('5 stars');
    press('ArrowLeft');
    press('ArrowDown');
    expect(checked()).toBe('3 stars');
    press('Home');
    expect(checked()).toBe('1 star');
    press('ArrowLeft');
    expect(checked()).toBe('1 star');
    press('End');
    expect(onChange).toHaveBeenLastCalledWith(5);
    act(() => radios()[1]!.click());
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('offers half stars, the spec sizes and gaps, and reads only when read-only', () => {
    const onChange = vi.fn();
    act(() => dom.root.render(<Harness initial={0} step={0.5} count={4} size="xlarge" gap={8} onChange={onChange} />));
    expect(radios()).toHaveLength(8);
    expect(radios()[0]!.tabIndex).toBe(0);
    press('ArrowRight');
    expect(onChange).toHaveBeenLastCalledWith(0.5);
    const star = dom.container.querySelector<HTMLElement>('[role="radiogroup"] > span')!;
    expect(star.style.width).toBe('40px');
    expect(dom.container.querySelector<HTMLElement>('[role="radiogroup"]')!.style.gap).toBe('8px');
    act(() => dom.root.render(<StarRatingInput name="value" label="Rating" value={2} onChange={onChange} readOnly />));
    onChange.mockClear();
    press('ArrowRight');
    act(() => radios()[4]!.click());
    expect(onChange).not.toHaveBeenCalled();
  });
});
