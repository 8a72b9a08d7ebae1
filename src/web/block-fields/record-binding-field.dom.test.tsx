// @vitest-environment happy-dom
import type { ComponentConfig } from '@puckeditor/core';
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockName } from '#core/pages/block-names.ts';
import type { FieldBindings } from '#core/content/record-binding.ts';
import { RECORD_BUILT_IN_FIELDS } from '#core/content/record-binding.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { fakeFetch, inEditorScope, json } from './editor-test-kit.tsx';
import {
  BINDINGS_LEGEND,
  FIELDS_LOAD_FAILED,
  FIELD_NAME_LABEL,
  FIELD_NAME_PROBLEM,
  NOT_BOUND_LABEL,
  OTHER_FIELD_LABEL,
  boundHint,
  fieldsLoading,
  unknownFieldOption,
} from '#core/content/record-binding-messages.ts';
import { RecordBindingsInput, withRecordBindings } from './record-binding-field.tsx';

const dom = setUpDomRoot();
afterEach(() => vi.unstubAllGlobals());

const TEAM = {
  name: 'team-public',
  recordCount: 2,
  formCount: 1,
  defined: true,
  isPublic: true,
  updatedAt: null,
  fields: [
    { name: 'name', type: 'text', label: 'Name' },
    { name: 'role', type: 'text', label: 'Role' },
    { name: 'bio', type: 'textarea' },
  ],
};
const UNDEFINED = { name: 'notes', recordCount: 3, formCount: 0, defined: false, isPublic: false, updatedAt: null, fields: [] };

function collectionsRoute(answer: () => Response) {
  return (url: URL) => (url.pathname === '/api/collections' ? answer() : undefined);
}

/** The field with its value kept like Puck keeps it; every onChange is recorded. */
function render(type: BlockName, { collection = 'team-public' as string | null, initial = undefined as FieldBindings | undefined, readOnly = false } = {}) {
  const changes: FieldBindings[] = [];
  function Harness() {
    const [value, setValue] = useState<FieldBindings | undefined>(initial);
    return (
      <RecordBindingsInput
        type={type}
        value={value}
        readOnly={readOnly}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  act(() => dom.root.render(inEditorScope(<Harness />, 'acme', collection)));
  return changes;
}

/** Waits (a second at most) until nothing says it is loading or retrying, so the answer is on screen. */
async function settle(): Promise<void> {
  const busy = () => dom.container.querySelector('[role="status"], [aria-busy="true"]') !== null;
  for (let round = 0; round < 100; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    if (!busy()) return;
  }
  throw new Error('still loading');
}

function selectByLabel(text: string): HTMLSelectElement {
  const label = [...dom.container.querySelectorAll('label')].find((element) => element.textContent === text);
  if (!label) throw new Error(`no label "${text}"`);
  const control = document.getElementById(label.htmlFor);
  if (!(control instanceof HTMLSelectElement)) throw new Error(`label "${text}" names no select`);
  return control;
}

function choose(select: HTMLSelectElement, value: string): void {
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

function type(input: HTMLInputElement, text: string): void {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const optionLabels = (select: HTMLSelectElement): string[] => [...select.options].map((option) => option.textContent ?? '');
const hintOf = (control: HTMLElement): string =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('RecordBindingsInput', () => {
  it('lists the template collection’s fields and the built-ins for each bindable prop, labelled', async () => {
    const fetchMock = fakeFetch(collectionsRoute(() => json({ data: [UNDEFINED, TEAM], error: null })));
    render('Button');
    expect(dom.container.querySelector('[role="status"]')?.textContent).toBe(fieldsLoading('team-public'));
    await settle();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/collections?siteId=acme');
    expect(dom.container.querySelector('legend')?.textContent).toBe(BINDINGS_LEGEND);
    const label = selectByLabel('Label from the record');
    const link = selectByLabel('Link from the record');
    expect(optionLabels(label)).toEqual([NOT_BOUND_LABEL, 'Name (name)', 'Role (role)', 'bio', ...RECORD_BUILT_IN_FIELDS.map((field) => `${field.label} (${field.name})`)]);
    expect(label.value).toBe('');
    expect(optionLabels(link)).not.toContain(OTHER_FIELD_LABEL);
  });

  it('choosing a field writes { prop: field } with a hint, and unbinding removes only that key', async () => {
    fakeFetch(collectionsRoute(() => json({ data: [TEAM], error: null })));
    const changes = render('Button', { initial: { href: '_manageUrl' } });
    await settle();
    expect(selectByLabel('Link from the record').value).toBe('_manageUrl');
    expect(hintOf(selectByLabel('Link from the record'))).toBe(boundHint('_manageUrl'));
    expect(hintOf(selectByLabel('Label from the record'))).toBe('');

    choose(selectByLabel('Label from the record'), 'name');
    expect(changes.at(-1)).toEqual({ href: '_manageUrl', label: 'name' });
    expect(hintOf(selectByLabel('Label from the record'))).toBe("Shows the record's name on /data pages");

    choose(selectByLabel('Label from the record'), '');
    expect(changes.at(-1)).toEqual({ href: '_manageUrl' });
    choose(selectByLabel('Link from the record'), '');
    expect(changes.at(-1)).toEqual({});
    expect(selectByLabel('Link from the record').value).toBe('');
  });

  it('keeps a stored field the collection no longer defines visible, so it can be unbound', async () => {
    fakeFetch(collectionsRoute(() => json({ data: [TEAM], error: null })));
    const changes = render('Heading', { initial: { text: 'title' } });
    await settle();
    const select = selectByLabel('Text from the record');
    expect(select.value).toBe('title');
    expect(optionLabels(select)).toContain(unknownFieldOption('title', 'team-public'));
    choose(select, '');
    expect(changes).toEqual([{}]);
  });

  it('renders nothing and asks nothing outside a template, and for a block with no bindable props', async () => {
    const fetchMock = fakeFetch(collectionsRoute(() => json({ data: [TEAM], error: null })));
    render('Heading', { collection: null, initial: { text: 'name' } });
    await settle();
    expect(dom.container.innerHTML).toBe('');
    render('Spacer');
    await settle();
    expect(dom.container.innerHTML).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a failed load with Retry, and the fields once a retry succeeds', async () => {
    let fail = true;
    fakeFetch(collectionsRoute(() => (fail ? json({ error: 'Database unavailable' }, 503) : json({ data: [TEAM], error: null }))));
    render('Text');
    await settle();
    const alert = dom.container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain(FIELDS_LOAD_FAILED);
    expect(alert.textContent).toContain('Database unavailable');
    expect(dom.container.querySelector('select')).toBeNull();
    fail = false;
    act(() => [...alert.querySelectorAll('button')].find((button) => button.textContent === 'Retry')!.click());
    await settle();
    expect(dom.container.querySelector('[role="alert"]')).toBeNull();
    expect(optionLabels(selectByLabel('Text from the record'))).toContain('Name (name)');
  });

  it('without defined fields offers the built-ins and a field name, written only when it is a valid name', async () => {
    fakeFetch(collectionsRoute(() => json({ data: [UNDEFINED], error: null })));
    const changes = render('Heading', { collection: 'notes', initial: { text: '_url' } });
    await settle();
    const select = selectByLabel('Text from the record');
    expect(optionLabels(select)).toEqual([NOT_BOUND_LABEL, ...RECORD_BUILT_IN_FIELDS.map((field) => `${field.label} (${field.name})`), OTHER_FIELD_LABEL]);
    expect(select.value).toBe('_url');

    choose(select, select.options[select.options.length - 1]!.value);
    // The built-in is let go at once; nothing else is written until a usable name is typed.
    expect(changes).toEqual([{}]);
    const label = [...dom.container.querySelectorAll('label')].find((element) => element.textContent === FIELD_NAME_LABEL)!;
    const input = document.getElementById(label.htmlFor) as HTMLInputElement;
    type(input, '9lives');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(hintOf(input)).toBe(FIELD_NAME_PROBLEM);
    expect(changes).toHaveLength(1);
    type(input, 'summary');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(changes.at(-1)).toEqual({ text: 'summary' });
    expect(hintOf(input)).toBe(boundHint('summary'));
    type(input, '');
    expect(changes.at(-1)).toEqual({});
  });

  it('shows a typed field name again when the block is selected anew', async () => {
    fakeFetch(collectionsRoute(() => json({ data: [UNDEFINED], error: null })));
    render('Alert', { collection: 'notes', initial: { message: 'body' } });
    await settle();
    const inputs = [...dom.container.querySelectorAll('input')];
    expect(inputs.map((input) => input.value)).toEqual(['body']);
    expect(selectByLabel('Message from the record').value).not.toBe('');
    expect(selectByLabel('Title from the record').value).toBe('');
  });

  it('disables every control when the block is read-only', async () => {
    fakeFetch(collectionsRoute(() => json({ data: [TEAM], error: null })));
    render('TeaserCard', { readOnly: true });
    await settle();
    const selects = [...dom.container.querySelectorAll('select')];
    expect(selects).toHaveLength(4);
    expect(selects.every((select) => select.disabled)).toBe(true);
  });
});

describe('withRecordBindings', () => {
  const config: ComponentConfig<{ text: string; size: string }> = {
    fields: { text: { type: 'text' }, size: { type: 'text' } },
    defaultProps: { text: 'Hi', size: 'md' },
    resolveFields: (data, { fields }) => ({ ...fields, size: { ...fields.size, visible: data.props.text !== '' } }),
    render: () => <p />,
  };

  it('keeps the block’s own resolveFields and adds the bindings field after it', async () => {
    const wrapped = withRecordBindings('Heading', config);
    const resolve = (text: string, metadata: Record<string, unknown>) =>
      wrapped.resolveFields!({ props: { id: 'h', text, size: 'md' } } as never, { fields: wrapped.fields, metadata } as never) as Promise<Record<string, { visible?: boolean }>>;
    const onTemplate = await resolve('', { templateCollection: 'team-public' });
    expect(onTemplate.size?.visible).toBe(false);
    expect(onTemplate.bindings?.visible).toBe(true);
    expect((await resolve('x', {})).size?.visible).toBe(true);
    expect((await resolve('x', {})).bindings?.visible).toBe(false);
    expect(config.fields).not.toHaveProperty('bindings');
  });

  it('leaves a block without bindable props as it is', () => {
    expect(withRecordBindings('Spacer', config)).toBe(config);
  });
});
