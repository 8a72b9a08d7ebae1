// @vitest-environment happy-dom
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Breakpoint, Responsive } from '#core/blocks/responsive.ts';
import { typeInto } from '#web/testing/dialog-test-kit.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { ResponsiveNumberField, ResponsiveOptionsField } from './responsive-field.tsx';

const dom = setUpDomRoot();

const COUNTS = [
  { label: 'One column', value: 1 },
  { label: 'Two columns', value: 2 },
  { label: 'Three columns', value: 3 },
];

/** The field with its value kept in state, as Puck keeps it; `seen` holds every value it stored. */
function Harness({ breakpoint, initial, seen, control = 'radio' }: { breakpoint: Breakpoint; initial: Responsive<number>; seen: unknown[]; control?: 'radio' | 'select' }) {
  const [value, setValue] = useState<Responsive<number>>(initial);
  return (
    <ResponsiveOptionsField<number>
      name="count"
      label="Columns"
      value={value}
      breakpoint={breakpoint}
      options={COUNTS}
      control={control}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

const radio = (name: string) => [...dom.container.querySelectorAll('label')].find((label) => label.textContent === name)!.querySelector('input')!;
const group = () => dom.container.querySelector('[role="group"]')!;
const groupName = () => document.getElementById(group().getAttribute('aria-labelledby')!)!.textContent;
const button = (name: string) => [...dom.container.querySelectorAll('button')].find((candidate) => candidate.textContent === name);

describe('ResponsiveOptionsField', () => {
  it('edits the shown breakpoint only, says which breakpoints differ, and resets the override', () => {
    const seen: unknown[] = [];
    act(() => dom.root.render(<Harness breakpoint="phone" initial={3} seen={seen} />));
    expect(groupName()).toBe('Columns (Phone)');
    // Phone inherits desktop's 3 and has nothing to reset.
    expect(radio('Three columns').checked).toBe(true);
    expect(button('Reset Columns on phone')).toBeUndefined();
    expect(dom.container.textContent).not.toContain('Differs');

    act(() => radio('One column').click());
    expect(seen.at(-1)).toEqual({ base: 3, phone: 1 });
    expect(radio('One column').checked).toBe(true);
    expect(dom.container.textContent).toContain('Differs on phone');
    // The note describes the group to a screen reader.
    expect(document.getElementById(group().getAttribute('aria-describedby')!)?.textContent).toBe('Differs on phone');

    act(() => button('Reset Columns on phone')!.click());
    expect(seen.at(-1)).toBe(3);
    expect(radio('Three columns').checked).toBe(true);
    expect(dom.container.textContent).not.toContain('Differs');
  });

  it('starts a prop never set from the shown fallback, so desktop keeps what it showed', () => {
    const seen: unknown[] = [];
    const Visibility = () => {
      const [value, setValue] = useState<unknown>(undefined);
      return (
        <ResponsiveOptionsField<boolean>
          name="hidden"
          label="Visibility"
          value={value}
          breakpoint="phone"
          options={[
            { label: 'Shown', value: false },
            { label: 'Hidden', value: true },
          ]}
          control="radio"
          fallback={false}
          onChange={(next) => {
            seen.push(next);
            setValue(next);
          }}
        />
      );
    };
    act(() => dom.root.render(<Visibility />));
    expect(radio('Shown').checked).toBe(true);
    act(() => radio('Hidden').click());
    expect(seen.at(-1)).toEqual({ base: false, phone: true });
    expect(radio('Hidden').checked).toBe(true);
    expect(dom.container.textContent).toContain('Differs on phone');
  });

  it('changes desktop for the breakpoints that inherit it and keeps their own values', () => {
    const seen: unknown[] = [];
    act(() => dom.root.render(<Harness breakpoint="desktop" initial={{ base: 3, phone: 1 }} seen={seen} control="select" />));
    expect(groupName()).toBe('Columns (Desktop)');
    const select = dom.container.querySelector('select')!;
    expect(select.selectedOptions[0]?.textContent).toBe('Three columns');
    expect(dom.container.textContent).toContain('Differs on phone');
    // Desktop has no override of its own to reset.
    expect(dom.container.querySelectorAll('button')).toHaveLength(0);
    act(() => {
      select.value = '1';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(seen.at(-1)).toEqual({ base: 2, phone: 1 });
  });

  it('shows the first option for a value that is not one (as a split of another count renders equal columns)', () => {
    act(() => dom.root.render(<Harness breakpoint="phone" initial={{ base: 4 }} seen={[]} control="select" />));
    expect(dom.container.querySelector('select')!.selectedOptions[0]?.textContent).toBe('One column');
  });
});

function NumberHarness({ breakpoint, initial, seen }: { breakpoint: Breakpoint; initial: Responsive<number> | undefined; seen: unknown[] }) {
  const [value, setValue] = useState<Responsive<number> | undefined>(initial);
  return (
    <ResponsiveNumberField
      name="height"
      label="Height (px)"
      value={value}
      breakpoint={breakpoint}
      min={1}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

describe('ResponsiveNumberField (an Image\'s width and height)', () => {
  const input = () => dom.container.querySelector('input')!;

  it('gives a block with no height one on phone only, keeping a base, and resets it', async () => {
    const seen: unknown[] = [];
    act(() => dom.root.render(<NumberHarness breakpoint="phone" initial={undefined} seen={seen} />));
    expect(document.querySelector(`label[for="${input().id}"]`)?.textContent).toBe('Height (px) (Phone)');
    expect(input().value).toBe('');

    await typeInto(input(), '240');
    // 0 is "not set": the stored object keeps a base, which the server's page-tree walk requires.
    expect(seen.at(-1)).toEqual({ base: 0, phone: 240 });
    expect(input().value).toBe('240');
    expect(dom.container.textContent).toContain('Differs on phone');
    expect(document.getElementById(input().getAttribute('aria-describedby')!)?.textContent).toBe('Differs on phone');

    act(() => button('Reset Height (px) on phone')!.click());
    expect(seen.at(-1)).toBe(0);
    expect(input().value).toBe('');
  });

  it('emptied on phone, drops the desktop height there instead of inheriting it', async () => {
    const seen: unknown[] = [];
    act(() => dom.root.render(<NumberHarness breakpoint="phone" initial={400} seen={seen} />));
    expect(input().value).toBe('400');
    await typeInto(input(), '');
    expect(seen.at(-1)).toEqual({ base: 400, phone: 0 });
    expect(input().value).toBe('');
    // A value the field cannot store is ignored rather than saved.
    await typeInto(input(), '-5');
    expect(seen).toHaveLength(1);
  });
});
