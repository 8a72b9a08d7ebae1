// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUYER_MAIL_LABELS, MAIL_PREVIEW as P, mailPreviewApi } from '#core/shop/buyer-mails.ts';
import { button, choose, click, json, renderServed, type Route } from '#web/testing/dialog-test-kit.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { BuyerMailPreviewSection } from './buyer-mail-preview.tsx';

const dom = setUpDomRoot();
afterEach(() => vi.unstubAllGlobals());

const mail = (kind: string) => ({ subject: `Subject of ${kind}`, text: `Lamp Shop\n\n${kind} text`, html: `<!DOCTYPE html><html><body><p>${kind} html</p><script>parent.hacked = true</script></body></html>` });
const render = (routes: Record<string, Route>) => renderServed(dom.root, routes, <BuyerMailPreviewSection siteUniqueId="shop1" />);

async function waitFor(check: () => boolean, ms = 3000) {
  for (let waited = 0; waited < ms && !check(); waited += 50) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
  }
  expect(check()).toBe(true);
}

const frame = () => document.querySelector<HTMLIFrameElement>('iframe[data-mail-preview-html]');

describe('BuyerMailPreviewSection', () => {
  it('shows the chosen kind’s subject, its HTML in a frame sandboxed without scripts and its text beside it', async () => {
    await render({
      [`GET ${mailPreviewApi('shop1', 'placed')}`]: () => json(200, { mail: mail('placed') }),
      [`GET ${mailPreviewApi('shop1', 'shipped')}`]: () => json(200, { mail: mail('shipped') }),
    });
    await waitFor(() => frame() !== null);
    expect(frame()!.getAttribute('sandbox')).toBe('');
    expect(frame()!.getAttribute('srcdoc')).toContain('placed html');
    expect(frame()!.title).toBe(P.frameTitle(BUYER_MAIL_LABELS.placed));
    expect(document.querySelector('[data-mail-preview-subject]')!.textContent).toBe('Subject of placed');
    expect(document.querySelector('[data-mail-preview-text]')!.textContent).toBe('Lamp Shop\n\nplaced text');

    await choose(document.querySelector<HTMLSelectElement>('select[name="mailKind"]')!, 'shipped');
    await waitFor(() => frame()?.getAttribute('srcdoc')?.includes('shipped html') === true);
    expect(frame()!.title).toBe(P.frameTitle(BUYER_MAIL_LABELS.shipped));
    expect(document.querySelector('[data-mail-preview-text]')!.textContent).toBe('Lamp Shop\n\nshipped text');
  });

  it('says the preview could not be loaded, and Try again loads it', async () => {
    let fail = true;
    await render({ [`GET ${mailPreviewApi('shop1', 'placed')}`]: () => (fail ? json(500, { error: 'Internal error' }) : json(200, { mail: mail('placed') })) });
    await waitFor(() => document.querySelector('[role="alert"]') !== null);
    expect(document.querySelector('[role="alert"]')!.textContent).toContain('Internal error');
    fail = false;
    await click(button(P.retry));
    await waitFor(() => frame() !== null);
  });
});
