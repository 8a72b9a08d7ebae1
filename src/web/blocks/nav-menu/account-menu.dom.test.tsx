// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { AccountMenu } from './account-menu.tsx';
import { PageContext } from '#web/islands/island-context.tsx';
import { SESSION_URL, onSignInChange, sessionStore } from '#web/site/session-store.ts';

const dom = setUpDomRoot();
const EVERYWHERE = { desktop: true, mobile: true };

function answerSession(body: unknown): ReturnType<typeof vi.fn> {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function renderMenu(props = { login: EVERYWHERE, userMenu: EVERYWHERE }): Promise<void> {
  await act(async () => dom.root.render(<AccountMenu {...props} />));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeEach(() => {
  sessionStore.set({ status: 'loading' });
  history.replaceState(null, '', '/site-abc/shop?page=2');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AccountMenu (spec 3 §4 Auth)', () => {
  it('keeps only Login’s room while the sign-in state loads (the cached HTML is the same for everyone; nothing shifts)', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    await renderMenu();
    const room = dom.container.querySelector('[data-nav-login-room]')!;
    expect(room.getAttribute('aria-hidden')).toBe('true');
    expect(room.className).toContain('invisible');
    expect(dom.container.querySelector('a, button')).toBeNull();
    await act(async () => answer(new Response('null', { status: 200 })));
    expect(dom.container.textContent).toBe('Login');
  });

  it('shows the Login button when signed out, through the sign-in endpoint back to this page', async () => {
    const fetchMock = answerSession(null);
    await renderMenu();
    expect(fetchMock).toHaveBeenCalledWith(SESSION_URL, expect.objectContaining({ cache: 'no-store' }));
    const login = dom.container.querySelector('a')!;
    expect(login.textContent).toBe('Login');
    expect(login.getAttribute('href')).toBe('/api/auth/signin?callbackURL=%2Fsite-abc%2Fshop%3Fpage%3D2');
    expect(dom.container.querySelector('[data-nav-user-menu]')).toBeNull();
  });

  it('shows the user menu when signed in, not the Login button; its links use the auth endpoints off account pages', async () => {
    answerSession({ session: { id: 's' }, user: { name: 'Ada Lovelace', email: 'ada@example.com' } });
    await renderMenu();
    expect(dom.container.querySelector('[data-nav-login]')).toBeNull();
    const button = dom.container.querySelector('button')!;
    expect(button.textContent).toBe('Ada Lovelace');
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(list.hidden).toBe(true);
    act(() => button.click());
    expect(list.hidden).toBe(false);
    const links = [...list.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Profile', '/account/profile'],
      ['Logout', '/api/auth/signout'],
    ]);
    act(() => list.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(list.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it("on a shop's page it also leads to the shop's own account page (issue 24 item 5)", async () => {
    answerSession({ session: { id: 's' }, user: { name: 'Ada Lovelace', email: 'ada@example.com' } });
    await act(async () =>
      dom.root.render(
        <PageContext value={{ siteSlug: 'site-abc', language: 'en', currency: 'USD' }}>
          <AccountMenu login={EVERYWHERE} userMenu={EVERYWHERE} />
        </PageContext>,
      ),
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const button = dom.container.querySelector('button')!;
    act(() => button.click());
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect([...list.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Your account', '/site-abc/account'],
      ['Profile', '/account/profile'],
      ['Logout', '/api/auth/signout'],
    ]);
  });

  it('links to /account/profile and /account/logout on account-type pages', async () => {
    history.replaceState(null, '', '/site-abc/account/orders');
    answerSession({ user: { name: '', email: 'ada@example.com' } });
    await renderMenu();
    const button = dom.container.querySelector('button')!;
    expect(button.textContent).toBe('ada@example.com');
    act(() => button.click());
    expect([...dom.container.querySelectorAll('li a')].map((a) => a.getAttribute('href'))).toEqual(['/account/profile', '/account/logout']);
  });

  it('follows the placement flags: a button shown on desktop only is hidden on small screens', async () => {
    answerSession(null);
    await renderMenu({ login: { desktop: true, mobile: false }, userMenu: EVERYWHERE });
    expect(dom.container.querySelector('a')!.className).toContain('hidden md:inline-flex');
  });

  it('renders neither when both are switched off', async () => {
    answerSession(null);
    await renderMenu({ login: { desktop: false, mobile: false }, userMenu: EVERYWHERE });
    expect(dom.container.innerHTML).toBe('');
  });

  it('treats a failed session request as signed out, and reports later sign-in changes only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500 })));
    const changes: string[] = [];
    const stop = onSignInChange((state) => changes.push(state.status));
    await renderMenu();
    expect(dom.container.querySelector('a')!.textContent).toBe('Login');
    expect(changes).toEqual([]);
    act(() => sessionStore.set({ status: 'authenticated', user: { name: 'Ada', email: 'a@b.c' } }));
    expect(changes).toEqual(['authenticated']);
    stop();
    warn.mockRestore();
  });
});
