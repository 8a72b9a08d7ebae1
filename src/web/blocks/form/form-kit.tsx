import { act } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { HONEYPOT_TIME_THRESHOLD_MS, type FormInput } from '#core/forms/form-input.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { Form } from './form.tsx';
import type { FormProps } from './form.types.ts';

/*
 * Shared setup of the Form block's dom tests (form*.dom.test.tsx): a controlled clock, a mocked
 * fetch and location.assign, and the helpers that fill and submit the form. Each test file mocks
 * 'altcha' itself (vi.mock is hoisted per test file) and calls setUpFormBlock() once at its top
 * level, which returns the React root.
 */

/** The React root of the current test, set by the file's setup call (read inside tests only). */
let dom: ReturnType<typeof setUpDomRoot>;

/** Registers the React root, the clock, fetch and location for every test of the calling file. */
export function setUpFormBlock(): ReturnType<typeof setUpDomRoot> {
  dom = setUpDomRoot();
  beforeEach(() => {
    clock.now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => clock.now);
    assign.mockReset();
    vi.stubGlobal('location', { ...window.location, assign, reload: vi.fn() });
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.mocked(Date.now).mockRestore();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  return dom;
}

export const INPUTS: FormInput[] = [
  { name: 'name', type: 'text', label: 'Name', validationObject: { required: true, min: 2 } },
  { name: 'email', type: 'email', label: 'Email', validationObject: { required: true } },
  { name: 'topic', type: 'select', label: 'Topic', options: [{ name: 'Sales', value: 'sales' }, { name: 'Support', value: 'support' }] },
  { name: 'photo', type: 'file', label: 'Photo' },
  { name: 'stars', type: 'number', label: 'How did we do?', itemsCount: 5, validationObject: { required: true } },
];

export const BASE: FormProps = {
  collection: 'messages',
  title: 'Write to us',
  inputs: INPUTS,
  afterSubmit: 'stay',
  siteSlug: 'site-acme',
  _formId: '0b8f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4:Form-1',
};

/** The time Date.now() reads, reset before each test; tests move it on. */
export const clock = { now: 1_000_000 };
export const fetchMock = vi.fn<typeof fetch>();

export const assign = vi.fn();
export const json = (status: number, body: unknown): Response => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const render = (props: Partial<FormProps> = {}): void => act(() => dom.root.render(<Form {...BASE} {...props} />));
export const field = (name: string): HTMLInputElement => dom.container.querySelector(`[name="${name}"]`)!;
export const text = (): string => dom.container.textContent ?? '';
const frame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));

export function type(name: string, value: string): void {
  const element = field(name);
  act(() => {
    const proto = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}
export function pickFile(name: string, file: File): void {
  const element = field(name);
  Object.defineProperty(element, 'files', { value: [file], configurable: true });
  act(() => element.dispatchEvent(new Event('change', { bubbles: true })));
}
export function rate(stars: number): void {
  act(() => dom.container.querySelector<HTMLElement>(`[role="radio"][data-value="${stars}"]`)!.click());
}
export async function submit(): Promise<void> {
  await act(async () => {
    dom.container.querySelector('form')!.requestSubmit();
  });
  await act(async () => {
    await frame();
  });
}
export function fillValid(): void {
  type('name', 'Ada Lovelace');
  type('email', 'ada@example.com');
  type('topic', 'support');
  pickFile('photo', new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' }));
  rate(4);
  clock.now += HONEYPOT_TIME_THRESHOLD_MS + 1;
}
export const errorOf = (name: string): string | null => {
  const ids = field(name).getAttribute('aria-describedby') ?? '';
  return ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').find((line) => line !== '') ?? null;
};
