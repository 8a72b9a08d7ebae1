// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OUTBOX_MESSAGES } from '#core/mail/messages.ts';
import { outboxRetryApi, type OutboxMail, type OutboxPage } from '#core/mail/outbox.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { notify } from '#web/ui/toast.ts';
import { button, click, dialog, dialogTitle, renderServed, json, queryButton, settle, type Route } from '#web/testing/dialog-test-kit.ts';
import { OutboxScreen } from './outbox-screen.tsx';

vi.mock('#web/ui/toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const dom = setUpDomRoot();
afterEach(() => vi.unstubAllGlobals());
beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.useRealTimers());

const mail = (overrides: Partial<OutboxMail>): OutboxMail => ({
  id: 'm1',
  siteId: 's1',
  kind: 'contact',
  to: ['desk@acme.test'],
  replyTo: 'ada@visitor.test',
  subject: 'Hello',
  text: 'Your name: Ada\nMessage: <b>hi</b>',
  status: 'failed',
  error: 'Connection refused',
  attempts: 1,
  createdAt: '2026-11-22T10:00:00.000Z',
  sentAt: null,
  ...overrides,
});

const pageOf = (data: OutboxMail[], transport: OutboxPage['transport'], total = data.length): OutboxPage => ({ data, error: null, pagination: { total, page: 0, limit: 20 }, transport });
const LIST = '/api/mail/outbox?page=0&limit=20&siteId=acme';

const render = (routes: Record<string, Route>) =>
  renderServed(
    dom.root,
    routes,
    <OutboxScreen siteUniqueId="acme" heading="Acme: outbox" />,
  );

describe('OutboxScreen', () => {
  it("says what an empty outbox means, with and without SMTP", async () => {
    await render({ [`GET ${LIST}`]: () => json(200, pageOf([], 'outbox')) });
    expect(dom.container.textContent).toContain(OUTBOX_MESSAGES.empty);
    expect(dom.container.textContent).toContain(OUTBOX_MESSAGES.emptyWithoutSmtp);
  });

  it('shows a failed load with the server\'s message and loads again on Retry', async () => {
    let calls = 0;
    await render({ [`GET ${LIST}`]: () => (++calls === 1 ? json(403, { error: "You may not read this site's mail" }) : json(200, pageOf([mail({})], 'smtp'))) });
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toContain("You may not read this site's mail");
    await click(button('Retry'));
    await settle();
    expect(dom.container.querySelector('tbody')?.textContent).toContain('Hello');
  });

  it('sends failed mail again with SMTP, from the row and from the open mail, and reloads the list', async () => {
    let status: OutboxMail['status'] = 'failed';
    const fetcher = await render({
      [`GET ${LIST}`]: () => json(200, pageOf([mail({ status, error: status === 'failed' ? 'Connection refused' : null }), mail({ id: 'm2', subject: 'Done', status: 'sent', error: null })], 'smtp')),
      [`POST ${outboxRetryApi('m1')}`]: () => {
        status = 'sent';
        return json(200, { data: { id: 'm1', status: 'sent', error: null }, error: null });
      },
    });
    const rows = [...dom.container.querySelectorAll('tbody tr')];
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual(['Hello', 'Done']);
    expect(rows[0]!.textContent).toContain('Failed');
    expect(rows[0]!.textContent).toContain('Connection refused');
    // Only the failed one may be sent again.
    expect(queryButton(OUTBOX_MESSAGES.retry, rows[1]!)).toBeUndefined();

    // Open it: the text body as text, never as markup.
    await click(button('Hello', rows[0]!));
    expect(dialogTitle()).toBe('Hello');
    expect(dialog().querySelector('pre')?.textContent).toBe('Your name: Ada\nMessage: <b>hi</b>');
    expect(dialog().querySelector('b')).toBeNull();
    expect(dialog().textContent).toContain('ada@visitor.test');

    await click(button(OUTBOX_MESSAGES.retry, dialog()));
    await settle();
    expect(fetcher).toHaveBeenCalledWith(outboxRetryApi('m1'), expect.objectContaining({ method: 'POST' }));
    expect(notify.success).toHaveBeenCalledWith(OUTBOX_MESSAGES.retried);
    expect(dom.container.querySelector('tbody tr')?.textContent).toContain('Sent');
    expect(queryButton(OUTBOX_MESSAGES.retry, dialog())).toBeUndefined();
  });

  it("toasts the server's refusal of a retry", async () => {
    await render({
      [`GET ${LIST}`]: () => json(200, pageOf([mail({ status: 'stored', error: null })], 'smtp')),
      [`POST ${outboxRetryApi('m1')}`]: () => json(409, { error: OUTBOX_MESSAGES.notRetryable }),
    });
    await click(button(OUTBOX_MESSAGES.retry, dom.container.querySelector('tbody')!));
    await settle();
    expect(notify.error).toHaveBeenCalledWith(OUTBOX_MESSAGES.notRetryable);
  });

  it('offers no retry without SMTP, and pages through long outboxes', async () => {
    const second = '/api/mail/outbox?page=1&limit=20&siteId=acme';
    await render({
      [`GET ${LIST}`]: () => json(200, pageOf([mail({ status: 'stored', error: null })], 'outbox', 21)),
      [`GET ${second}`]: () => json(200, { ...pageOf([mail({ id: 'm21', subject: 'Oldest', status: 'stored', error: null })], 'outbox', 21), pagination: { total: 21, page: 1, limit: 20 } }),
    });
    expect(queryButton(OUTBOX_MESSAGES.retry)).toBeUndefined();
    expect(dom.container.textContent).toContain(OUTBOX_MESSAGES.noSmtpNotice);
    expect(dom.container.textContent).toContain('Page 1 of 2');
    await click(button('Next'));
    await settle();
    expect(dom.container.querySelector('tbody')?.textContent).toContain('Oldest');
    expect(button('Next').disabled).toBe(true);
  });
});
