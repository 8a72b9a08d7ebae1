// @vitest-environment happy-dom
// The widget slot's wiring: what it renders on the server, the element it mounts in the browser
// and how the widget's events reach the form. The widgets themselves (ALTCHA's web component,
// Cloudflare's script) are stood in for: happy-dom runs neither.
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { BOT_CHALLENGE_STATUS, BotChallenge, TURNSTILE_SCRIPT_URL, type BotChallengeConfig } from './bot-challenge.tsx';

vi.mock('altcha', () => ({}));

const dom = setUpDomRoot();
const ALTCHA: BotChallengeConfig = { kind: 'altcha', challengeUrl: '/api/altcha/challenge' };
const TURNSTILE: BotChallengeConfig = { kind: 'turnstile', siteKey: 'site-key-1' };

const flush = () => act(async () => {});
const statusText = () => dom.container.querySelector('p')?.textContent;
const statusRole = () => dom.container.querySelector('p')?.getAttribute('role');

function altchaState(widget: Element, state: string, payload: string | null = null) {
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  });
}

afterEach(() => {
  delete (window as { turnstile?: unknown }).turnstile;
});

describe('BotChallenge', () => {
  it('renders a labelled, empty slot on the server (no widget code runs there)', () => {
    const html = renderToString(<BotChallenge config={ALTCHA} onToken={() => {}} />);
    expect(html).toContain('role="group"');
    expect(html).toContain('aria-label="Bot check"');
    expect(html).not.toContain('altcha-widget');
  });

  it('mounts the ALTCHA widget on our challenge url with its off-site links and input collector off', async () => {
    act(() => dom.root.render(<BotChallenge config={ALTCHA} onToken={() => {}} />));
    await flush();
    const widget = dom.container.querySelector('altcha-widget');
    expect(widget?.getAttribute('challenge')).toBe('/api/altcha/challenge');
    expect(widget?.getAttribute('name')).toBe('turnstileToken');
    expect(JSON.parse(widget?.getAttribute('configuration') ?? '{}')).toEqual({ hideFooter: true, hideLogo: true, humanInteractionSignature: false });
  });

  it("hands ALTCHA's payload to the form once verified, takes it back when it expires or fails, and announces each", async () => {
    const onToken = vi.fn();
    act(() => dom.root.render(<BotChallenge config={ALTCHA} onToken={onToken} />));
    await flush();
    const widget = dom.container.querySelector('altcha-widget')!;

    altchaState(widget, 'verifying');
    expect(onToken).not.toHaveBeenCalled();
    altchaState(widget, 'verified', 'payload-1');
    expect(onToken).toHaveBeenLastCalledWith('payload-1');
    expect(statusText()).toBe(BOT_CHALLENGE_STATUS.verified);
    expect(statusRole()).toBe('status');

    altchaState(widget, 'expired');
    expect(onToken).toHaveBeenLastCalledWith(null);
    expect(statusText()).toBe(BOT_CHALLENGE_STATUS.expired);

    altchaState(widget, 'error');
    expect(onToken).toHaveBeenLastCalledWith(null);
    expect(statusText()).toBe(BOT_CHALLENGE_STATUS.failed);
    expect(statusRole()).toBe('alert');

    act(() => dom.root.render(<></>));
    expect(dom.container.querySelector('altcha-widget')).toBeNull();
    expect(onToken).toHaveBeenLastCalledWith(null);
  });

  it('keeps the widget when the form re-renders with an equal config and a new callback', async () => {
    const first = vi.fn();
    const second = vi.fn();
    act(() => dom.root.render(<BotChallenge config={ALTCHA} onToken={first} />));
    await flush();
    const widget = dom.container.querySelector('altcha-widget')!;
    act(() => dom.root.render(<BotChallenge config={{ ...ALTCHA }} onToken={second} />));
    await flush();
    expect(dom.container.querySelector('altcha-widget')).toBe(widget);
    altchaState(widget, 'verified', 'payload-2');
    expect(second).toHaveBeenLastCalledWith('payload-2');
    expect(first).not.toHaveBeenCalled();
  });

  it('renders Turnstile with the site key and passes its token, expiry and error on', async () => {
    const remove = vi.fn();
    let options: Record<string, (token?: string) => void> = {};
    const render = vi.fn((_el: HTMLElement, o: Record<string, (token?: string) => void>) => {
      options = o;
      return 'widget-1';
    });
    (window as { turnstile?: unknown }).turnstile = { render, remove };
    const onToken = vi.fn();
    act(() => dom.root.render(<BotChallenge config={TURNSTILE} onToken={onToken} />));
    await flush();
    expect(render).toHaveBeenCalledOnce();
    expect(dom.container.contains(render.mock.calls[0]![0])).toBe(true);
    expect(options).toMatchObject({ sitekey: 'site-key-1', 'response-field-name': 'turnstileToken' });

    act(() => options.callback!('turnstile-token'));
    expect(onToken).toHaveBeenLastCalledWith('turnstile-token');
    act(() => options['expired-callback']!());
    expect(onToken).toHaveBeenLastCalledWith(null);
    act(() => options['error-callback']!());
    expect(statusText()).toBe(BOT_CHALLENGE_STATUS.failed);

    act(() => dom.root.render(<></>));
    expect(remove).toHaveBeenCalledWith('widget-1');
  });

  it("loads Cloudflare's script only for Turnstile, and says so when it cannot", async () => {
    const appended: HTMLScriptElement[] = [];
    const append = vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      appended.push(...(nodes as HTMLScriptElement[]));
    });
    act(() => dom.root.render(<BotChallenge config={ALTCHA} onToken={() => {}} />));
    await flush();
    expect(appended).toEqual([]);

    const onToken = vi.fn();
    act(() => dom.root.render(<BotChallenge config={TURNSTILE} onToken={onToken} />));
    await flush();
    expect(appended.map((s) => s.src)).toEqual([TURNSTILE_SCRIPT_URL]);
    await act(async () => appended[0]!.onerror!(new Event('error')));
    expect(statusText()).toBe(BOT_CHALLENGE_STATUS.unavailable);
    expect(statusRole()).toBe('alert');
    expect(onToken).not.toHaveBeenCalledWith(expect.any(String));
    append.mockRestore();
  });
});
