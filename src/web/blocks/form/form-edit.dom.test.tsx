// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HONEYPOT_TIME_THRESHOLD_MS } from '#core/forms/form-input.ts';
import { DATA_API_MESSAGES, FORM_DELETE_CONFIRM, FORM_SUCCESS, REVALIDATE_NOT_DELETABLE } from '#core/forms/messages.ts';
import { FORM_NAVIGATE_DELAY_MS } from './form.types.ts';
import { assign, clock, errorOf, fetchMock, field, json, render, setUpFormBlock, submit, text, type } from './form-kit.tsx';

// ALTCHA's web component does not run in happy-dom: its element is driven by events below.
vi.mock('altcha', () => ({}));

const dom = setUpFormBlock();

describe('Form block in edit mode', () => {
  const record = { _id: 'rec-1', name: 'Ada Lovelace', email: 'ada@example.com', topic: 'sales', stars: 3 };

  it('fills the inputs from the record, updates with PUT and goes to the record', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: { ...record, name: 'Ada King' }, error: null }));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    render({ record });
    expect(field('name').value).toBe('Ada Lovelace');
    expect(dom.container.querySelector('a')!.getAttribute('href')).toBe('/data/site-acme/messages');
    type('name', 'Ada King');
    clock.now += HONEYPOT_TIME_THRESHOLD_MS + 1;
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
    clock.now += HONEYPOT_TIME_THRESHOLD_MS + 1;
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
