// @vitest-environment happy-dom
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#web/ui/toast.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { fakeFetch, inEditorScope, pageOf, resetAfterEachTest } from './editor-test-kit.tsx';
import { MultiColorField } from './multi-color-field.tsx';
import { MultiColorGallery, type PickedColor } from './multi-color-gallery.tsx';

vi.mock('#web/ui/toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const dom = setUpDomRoot();
resetAfterEachTest();

const COLORS = [
  { id: null, value: 'blue-100', hex: '#dbeafe', label: 'Blue 100', family: 'blue', custom: false },
  { id: null, value: 'blue-200', hex: '#bfdbfe', label: 'Blue 200', family: 'blue', custom: false },
  { id: null, value: 'red-100', hex: '#fee2e2', label: 'Red 100', family: 'red', custom: false },
  { id: 'c1', value: '#123456', hex: '#123456', label: 'Brand', family: 'blue', custom: true },
  { id: 'bad', value: 'broken', hex: 'url(x)', label: 'Broken', family: 'red', custom: true },
];

function colorsApi() {
  return fakeFetch((url) => {
    if (url.pathname !== '/api/system_colors') return undefined;
    const family = url.searchParams.get('family') ?? 'all';
    return pageOf(
      COLORS.filter((color) => family === 'all' || color.family === family),
      url,
    );
  });
}

function Harness({ max, min, allowEmpty, onChange }: { max: number; min?: number; allowEmpty?: boolean; onChange: (colors: PickedColor[]) => void }) {
  const [colors, setColors] = useState<PickedColor[]>([]);
  return (
    <MultiColorField
      name="backgroundGradient"
      label="Background gradient"
      value={colors}
      max={max}
      min={min}
      allowEmpty={allowEmpty}
      onChange={(next) => {
        setColors(next);
        onChange(next);
      }}
    />
  );
}

async function settle(ms = 50): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}
const button = (name: string | RegExp): HTMLButtonElement =>
  [...document.body.querySelectorAll<HTMLButtonElement>('button')].find((candidate) => {
    const label = candidate.getAttribute('aria-label') ?? candidate.textContent ?? '';
    return typeof name === 'string' ? label === name : name.test(label);
  })!;

describe('MultiColorField', () => {
  it('lists palette and custom colours 24 per page, refuses picks over the maximum and confirms', async () => {
    const fetchMock = colorsApi();
    const onChange = vi.fn();
    act(() => dom.root.render(inEditorScope(<Harness max={2} onChange={onChange} />)));
    act(() => button('Select Multiple Colors').click());
    await settle(100);
    expect(Object.fromEntries(new URL(String(fetchMock.mock.calls[0]![0]), 'http://x').searchParams)).toMatchObject({
      family: 'all',
      sortBy: 'name_asc',
      limit: '24',
      page: '0',
      includeTotalCount: 'true',
      siteId: 'acme',
    });
    act(() => button(/^Blue 200/).click());
    act(() => button(/^Brand .*\(custom\)$/).click());
    act(() => button(/^Red 100/).click());
    expect(notify.error).toHaveBeenCalledWith('You can select up to 2 colors');
    expect(button(/^Red 100/).getAttribute('aria-pressed')).toBe('false');
    act(() => button('Confirm Selection').click());
    expect(onChange).toHaveBeenCalledWith([
      { value: 'blue-200', hex: '#bfdbfe', label: 'Blue 200' },
      { value: '#123456', hex: '#123456', label: 'Brand' },
    ]);
    expect(notify.success).toHaveBeenCalledWith('2 colors selected');
    expect(dom.container.querySelectorAll('ol li')).toHaveLength(2);
  });

  it('needs at least one colour unless an empty selection is allowed; refuses a colour without a valid hex', async () => {
    colorsApi();
    const onChange = vi.fn();
    act(() => dom.root.render(inEditorScope(<Harness max={10} allowEmpty={false} onChange={onChange} />)));
    act(() => button('Select Multiple Colors').click());
    await settle(100);
    act(() => button(/^Broken/).click());
    expect(notify.error).toHaveBeenCalledWith('Failed to select color');
    act(() => button('Confirm Selection').click());
    expect(notify.error).toHaveBeenCalledWith('Please select at least one color');
    expect(onChange).not.toHaveBeenCalled();
    // The picker stays open and says why beside its buttons.
    expect(document.querySelector('[role="dialog"] [role="alert"]')?.textContent).toBe('Please select at least one color');
    act(() => button('Cancel').click());
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('holds a field to its minimum: one colour of a two-colour gradient is refused, two are confirmed', async () => {
    colorsApi();
    const onChange = vi.fn();
    act(() => dom.root.render(inEditorScope(<Harness max={10} min={2} allowEmpty={false} onChange={onChange} />)));
    act(() => button('Select Multiple Colors').click());
    await settle(100);
    act(() => button('Blue 100 #dbeafe').click());
    act(() => button('Confirm Selection').click());
    expect(notify.error).toHaveBeenCalledWith('Please select at least 2 colors');
    expect(document.querySelector('[role="dialog"] [role="alert"]')?.textContent).toBe('Please select at least 2 colors');
    expect(onChange).not.toHaveBeenCalled();
    act(() => button('Blue 200 #bfdbfe').click());
    expect(document.querySelector('[role="dialog"] [role="alert"]')).toBeNull();
    act(() => button('Confirm Selection').click());
    expect(onChange.mock.lastCall![0]).toHaveLength(2);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('filters by family', async () => {
    const fetchMock = colorsApi();
    act(() => dom.root.render(inEditorScope(<Harness max={10} onChange={() => {}} />)));
    act(() => button('Select Multiple Colors').click());
    await settle(100);
    const family = document.querySelector<HTMLSelectElement>('[role="dialog"] select')!;
    act(() => {
      family.value = 'red';
      family.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle(100);
    expect(String(fetchMock.mock.lastCall![0])).toContain('family=red');
    expect([...document.querySelectorAll('[role="dialog"] ul button')].map((swatch) => swatch.getAttribute('aria-label'))).toEqual(['Red 100 #fee2e2', 'Broken url(x) (custom)']);
  });

  it('opened from the gallery button it allows 50 colours, loading more 24 at a time', async () => {
    const many = Array.from({ length: 60 }, (_, index) => ({ id: null, value: `c-${index}`, hex: `#${(0x100000 + index).toString(16)}`, label: `Colour ${String(index).padStart(2, '0')}`, family: 'blue', custom: false }));
    fakeFetch((url) => (url.pathname === '/api/system_colors' ? pageOf(many, url) : undefined));
    const onConfirm = vi.fn();
    act(() => dom.root.render(inEditorScope(<MultiColorGallery open onClose={() => {}} initial={[]} onConfirm={onConfirm} />)));
    await settle(100);
    for (let round = 0; round < 2; round += 1) {
      act(() => button('Load More').click());
      await settle(100);
    }
    const swatches = [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] ul button')];
    expect(swatches).toHaveLength(60);
    for (const swatch of swatches.slice(0, 51)) act(() => swatch.click());
    expect(notify.error).toHaveBeenCalledWith('You can select up to 50 colors');
    act(() => button('Confirm Selection').click());
    expect(onConfirm.mock.lastCall![0]).toHaveLength(50);
    expect(notify.success).toHaveBeenCalledWith('50 colors selected');
    // 51 renders of 60 swatches: 3.5 s on an idle machine, more on a busy one.
  }, 15_000);
});
