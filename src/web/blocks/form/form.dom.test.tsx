// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { duplicateInputMessage } from '#core/forms/duplicate-names.ts';
import { FORM_START_TIME_KEY, HONEYPOT_FIELD, HONEYPOT_TIME_THRESHOLD_MS, TURNSTILE_TOKEN_KEY, type FormInput } from '#core/forms/form-input.ts';
import { DATA_API_MESSAGES, FORM_COMPLETE_EVENTS, FORM_DELETE_CONFIRM, FORM_NO_COLLECTION, FORM_SUCCESS, REVALIDATE_NOT_DELETABLE } from '#core/forms/messages.ts';
import { FIELD_REQUIRED } from '#core/rules/messages.ts';
import { BOT_TOKEN_FIELD } from '#web/forms/bot-challenge.tsx';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { Form } from './form.tsx';
import { FORM_NAVIGATE_DELAY_MS, type FormProps } from './form.types.ts';

// ALTCHA's web component does not run in happy-dom: its element is driven by events below.
vi.mock('altcha', () => ({}));

const dom = setUpDomRoot();

const INPUTS: FormInput[] = [
  { name: 'name', type: 'text', label: 'Name', validationObject: { required: true, min: 2 } },
  { name: 'email', type: 'email', label: 'Email', validationObject: { required: true } },
  { name: 'topic', type: 'select', label: 'Topic', options: [{ name: 'Sales', value: 'sales' }, { name: 'Support', value: 'support' }] },
  { name: 'photo', type: 'file', label: 'Photo' },
  { name: 'stars', type: 'number', label: 'How did we do?', itemsCount: 5, validationObject: { required: true } },
];

const BASE: FormProps = {
  collection: 'messages',
  title: 'Write to us',
  inputs: INPUTS,
  afterSubmit: 'stay',
  siteSlug: 'site-acme',
  _formId: '0b8f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4:Form-1',
};

let now = 1_000_000;
const fetchMock = vi.fn<typeof fetch>();

const assign = vi.fn();
beforeEach(() => {
  now = 1_000_000;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
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

const json = (status: number, body: unknown): Response => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const render = (props: Partial<FormProps> = {}): void => act(() => dom.root.render(<Form {...BASE} {...props} />));
const field = (name: string): HTMLInputElement => dom.container.querySelector(`[name="${name}"]`)!;
const text = (): string => dom.container.textContent ?? '';
const frame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));

function type(name: string, value: string): void {
  const element = field(name);
  act(() => {
    const proto = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}
function pickFile(name: string, file: File): void {
  const element = field(name);
  Object.defineProperty(element, 'files', { value: [file], configurable: true });
  act(() => element.dispatchEvent(new Event('change', { bubbles: true })));
}
function rate(stars: number): void {
  act(() => dom.container.querySelector<HTMLElement>(`[role="radio"][data-value="${stars}"]`)!.click());
}
async function submit(): Promise<void> {
  await act(async () => {
    dom.container.querySelector('form')!.requestSubmit();
  });
  await act(async () => {
    await frame();
  });
}
function fillValid(): void {
  type('name', 'Ada Lovelace');
  type('email', 'ada@example.com');
  type('topic', 'support');
  pickFile('photo', new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' }));
  rate(4);
  now += HONEYPOT_TIME_THRESHOLD_MS + 1;
}
const errorOf = (name: string): string | null => {
  const ids = field(name).getAttribute('aria-describedby') ?? '';
  return ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').find((line) => line !== '') ?? null;
};

describe('Form block', () => {
  it('shows the notice instead of a form when no collection is chosen', () => {
    render({ collection: '  ' });
    expect(text()).toBe(FORM_NO_COLLECTION);
    expect(dom.container.querySelector('form')).toBeNull();
  });

  it('validates the whole form before sending: messages under each input, the first invalid input focused, no request', async () => {
    render();
    type('name', 'A');
    type('email', 'not-an-email');
    now += HONEYPOT_TIME_THRESHOLD_MS + 1;
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(errorOf('name')).toBe('this field must be at least 2 characters');
    expect(errorOf('email')).toBe('Invalid email format');
    expect(field('name').getAttribute('aria-invalid')).toBe('true');
    expect(field('topic').getAttribute('aria-invalid')).toBeNull();
    expect(text()).toContain(FIELD_REQUIRED);
    expect(document.activeElement).toBe(field('name'));
    // Correcting a field clears its message.
    type('name', 'Ada');
    expect(errorOf('name')).toBeNull();
  });

  it('refuses to submit a definition with duplicate input names, naming the duplicate', async () => {
    render({ inputs: [...INPUTS, { name: 'email', type: 'text', label: 'Email again' }] });
    fillValid();
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(dom.container.querySelector('[role="alert"]')!.textContent).toBe(duplicateInputMessage('email', 6));
  });

  it('drops a bot silently: a filled honeypot, or a submit within 500 ms of showing the form', async () => {
    render();
    const honeypot = field(HONEYPOT_FIELD);
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    fillValid();
    type(HONEYPOT_FIELD, 'http://spam.example');
    await submit();
    type(HONEYPOT_FIELD, '');
    now -= HONEYPOT_TIME_THRESHOLD_MS; // as if submitted right after the form was shown
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(dom.container.querySelector('[role="alert"]')).toBeNull();
    expect(dom.container.querySelector('[role="status"]')!.textContent).toBe('');
  });

  it('posts the submission as multipart and shows the success banner', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { data: { _id: 'rec-1', name: 'Ada Lovelace' }, error: null, message: 'ok' }));
    render();
    fillValid();
    await submit();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/data/messages');
    expect(init!.method).toBe('POST');
    const body = init!.body as FormData;
    const data = JSON.parse(body.get('data') as string) as Record<string, unknown>;
    expect(data).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', topic: 'support', stars: 4, [HONEYPOT_FIELD]: '' });
    expect(data[FORM_START_TIME_KEY]).toBe(1_000_000);
    expect(data).not.toHaveProperty('photo');
    expect(data).not.toHaveProperty(TURNSTILE_TOKEN_KEY);
    expect((body.get('photo') as File).name).toBe('me.png');
    expect(body.get('formId')).toBe(BASE._formId);
    expect(body.get('siteId')).toBe('acme');
    expect(JSON.parse(body.get('rules') as string)).toMatchObject({ email: 'required|email' });
    expect(dom.container.querySelector('[role="status"]')!.textContent).toBe(FORM_SUCCESS.created);
    // Stay: the form is empty again for the next visitor.
    expect(field('name').value).toBe('');
  });

  it('sends the challenge widget’s token with the data', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { data: { _id: 'rec-1' }, error: null }));
    render();
    const widgetField = document.createElement('input');
    widgetField.type = 'hidden';
    widgetField.name = BOT_TOKEN_FIELD;
    widgetField.value = 'solved-payload';
    dom.container.querySelector('form')!.append(widgetField);
    fillValid();
    await submit();
    expect(JSON.parse((fetchMock.mock.calls[0]![1]!.body as FormData).get('data') as string)).toMatchObject({ [TURNSTILE_TOKEN_KEY]: 'solved-payload' });
  });

  it('sends the token the challenge widget reported, then shows a fresh widget: a token is good for one request', async () => {
    fetchMock.mockResolvedValue(json(201, { data: { _id: 'rec-1' }, error: null }));
    render({ _challenge: { kind: 'altcha', challengeUrl: '/api/altcha/challenge' } });
    await act(async () => {});
    const widget = dom.container.querySelector('altcha-widget')!;
    expect(widget.getAttribute('challenge')).toBe('/api/altcha/challenge');
    act(() => {
      widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'pow-1' } }));
    });
    fillValid();
    await submit();
    expect(JSON.parse((fetchMock.mock.calls[0]![1]!.body as FormData).get('data') as string)).toMatchObject({ [TURNSTILE_TOKEN_KEY]: 'pow-1' });
    await act(async () => {});
    const fresh = dom.container.querySelector('altcha-widget');
    expect(fresh).not.toBeNull();
    expect(fresh).not.toBe(widget);
    fillValid();
    await submit();
    expect(JSON.parse((fetchMock.mock.calls[1]![1]!.body as FormData).get('data') as string)).not.toHaveProperty(TURNSTILE_TOKEN_KEY);
  });

  it('shows the server’s validationErrors under their inputs, pathError under the path input, and error as the general error', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, { error: 'Validation failed', validationErrors: { email: ['Invalid email format'] }, pathError: 'Path already exists' }),
    );
    render({ inputs: [...INPUTS, { name: 'path', type: 'text', label: 'Path' }] });
    fillValid();
    await submit();
    expect(errorOf('email')).toBe('Invalid email format');
    expect(errorOf('path')).toBe('Path already exists');
    expect(dom.container.querySelector('[role="alert"]')!.textContent).toBe('Validation failed');
    expect(document.activeElement).toBe(field('email'));
    expect(dom.container.querySelector('[role="status"]')!.textContent).toBe('');
  });

  it('reports a network failure with the spec’s message, and a silent server abort with nothing', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render();
    fillValid();
    await submit();
    expect(dom.container.querySelector('[role="alert"]')!.textContent).toBe('Form submission failed: Failed to fetch');

    fetchMock.mockResolvedValueOnce(json(200, { data: null, error: null }));
    await submit();
    expect(dom.container.querySelector('[role="alert"]')).toBeNull();
    expect(dom.container.querySelector('[role="status"]')!.textContent).toBe('');
  });

  it('asks the server to send a contact form’s mail, and a failing mail does not undo the success', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { data: { _id: 'rec-9', name: 'Ada Lovelace' }, error: null })).mockRejectedValueOnce(new TypeError('offline'));
    render({ purpose: 'contact' });
    fillValid();
    await submit();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/form/send-emails');
    expect(JSON.parse(init!.body as string)).toMatchObject({ formType: 'contact', formId: BASE._formId, recordId: 'rec-9', submissionData: { name: 'Ada Lovelace' } });
    expect(dom.container.querySelector('[role="status"]')!.textContent).toBe(FORM_SUCCESS.created);
  });

  it('dispatches the complete event of a page save', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { data: { _id: 'p1' }, error: null }));
    const heard = vi.fn();
    window.addEventListener(FORM_COMPLETE_EVENTS.createPage, heard);
    render({ collection: 'site_pages', inputs: [{ name: 'title', type: 'text', label: 'Title' }] });
    now += HONEYPOT_TIME_THRESHOLD_MS + 1;
    await submit();
    window.removeEventListener(FORM_COMPLETE_EVENTS.createPage, heard);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('Form block in edit mode', () => {
  const record = { _id: 'rec-1', name: 'Ada Lovelace', email: 'ada@example.com', topic: 'sales', stars: 3 };

  it('fills the inputs from the record, updates with PUT and goes to the record', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: { ...record, name: 'Ada King' }, error: null }));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    render({ record });
    expect(field('name').value).toBe('Ada Lovelace');
    expect(dom.container.querySelector('a')!.getAttribute('href')).toBe('/data/site-acme/messages');
    type('name', 'Ada King');
    now += HONEYPOT_TIME_THRESHOLD_MS + 1;
    await submit();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init!.method]).toEqual(['/api/data/messages/rec-1', 'PUT']);
    expect(dom.container.querySelector('[role="status"]')!.textContent).toBe(FORM_SUCCESS.updated);
    vi.advanceTimersByTime(FORM_NAVIGATE_DELAY_MS);
    expect(assign).toHaveBeenCalledWith('/data/site-acme/messages/rec-1');
  });

  it('sends the values it was given as `loaded`, and shows a field changed by someone else meanwhile under its input', async () => {
    fetchMock.mockResolvedValueOnce(
      json(409, { error: DATA_API_MESSAGES.changedMeanwhile, validationErrors: { email: [DATA_API_MESSAGES.fieldChangedMeanwhile] } }),
    );
    render({ record });
    type('name', 'Ada King');
    now += HONEYPOT_TIME_THRESHOLD_MS + 1;
    await submit();
    const body = fetchMock.mock.calls[0]![1]!.body as FormData;
    expect(JSON.parse(body.get('loaded') as string)).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', topic: 'sales', photo: null, stars: 3 });
    expect(JSON.parse(body.get('data') as string)).toMatchObject({ name: 'Ada King' });
    expect(errorOf('email')).toBe(DATA_API_MESSAGES.fieldChangedMeanwhile);
    expect(document.activeElement).toBe(field('email'));
    expect(dom.container.querySelector('[role="alert"]')!.textContent).toBe(DATA_API_MESSAGES.changedMeanwhile);
    expect(assign).not.toHaveBeenCalled();
  });

  it('deletes after the confirmation, shows the banner and returns to the list; nothing without it', async () => {
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    fetchMock.mockResolvedValueOnce(json(200, { data: null, error: null, message: 'Deleted' }));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    render({ record });
    const remove = [...dom.container.querySelectorAll('button')].find((button) => button.textContent === 'Delete')!;
    await act(async () => remove.click());
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => remove.click());
    expect(confirm).toHaveBeenCalledWith(FORM_DELETE_CONFIRM);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/data/messages/rec-1');
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('DELETE');
    expect(dom.container.querySelector('[role="status"]')!.textContent).toBe(FORM_SUCCESS.deleted);
    vi.advanceTimersByTime(FORM_NAVIGATE_DELAY_MS);
    expect(assign).toHaveBeenCalledWith('/data/site-acme/messages');
  });

  it("offers no Delete to a record's submitter (the server says so), only Save and Cancel", () => {
    render({ record, _deletable: false });
    const buttons = [...dom.container.querySelectorAll('button')].map((button) => button.textContent);
    expect(buttons).not.toContain('Delete');
    expect(buttons).toContain('Submit');
    expect(text()).not.toContain(REVALIDATE_NOT_DELETABLE);
  });

  it('offers no Delete for revalidate records', () => {
    render({ record, collection: 'system_revalidate' });
    expect([...dom.container.querySelectorAll('button')].map((button) => button.textContent)).not.toContain('Delete');
    expect(text()).toContain(REVALIDATE_NOT_DELETABLE);
  });
});
