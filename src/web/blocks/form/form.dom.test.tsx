// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { duplicateInputMessage } from '#core/forms/duplicate-names.ts';
import { FORM_START_TIME_KEY, HONEYPOT_FIELD, HONEYPOT_TIME_THRESHOLD_MS, TURNSTILE_TOKEN_KEY } from '#core/forms/form-input.ts';
import { BOT_MESSAGES, FORM_COMPLETE_EVENTS, FORM_NO_COLLECTION, FORM_SUCCESS } from '#core/forms/messages.ts';
import { FIELD_REQUIRED } from '#core/rules/messages.ts';
import { BOT_TOKEN_FIELD } from '#web/forms/bot-challenge.tsx';
import { BASE, clock, errorOf, fetchMock, field, fillValid, INPUTS, json, render, setUpFormBlock, submit, text, type } from './form-kit.tsx';

// ALTCHA's web component does not run in happy-dom: its element is driven by events below.
vi.mock('altcha', () => ({}));

const dom = setUpFormBlock();

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
    clock.now += HONEYPOT_TIME_THRESHOLD_MS + 1;
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
    clock.now -= HONEYPOT_TIME_THRESHOLD_MS; // as if submitted right after the form was shown
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

  it('tells a visitor who forgot the ALTCHA check to tick it, not about a missing Turnstile token', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { error: BOT_MESSAGES.missingToken }));
    render({ _challenge: { kind: 'altcha', challengeUrl: '/api/altcha/challenge' } });
    await act(async () => {});
    fillValid();
    await submit();
    expect(dom.container.querySelector('[role="alert"]')!.textContent).toBe('Please confirm you are not a robot (tick the “I\'m not a robot” check box) and send again.');
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
    clock.now += HONEYPOT_TIME_THRESHOLD_MS + 1;
    await submit();
    window.removeEventListener(FORM_COMPLETE_EVENTS.createPage, heard);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
