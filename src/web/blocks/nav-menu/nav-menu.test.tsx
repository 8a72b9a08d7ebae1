import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { islandsOnPage } from '#web/islands/island-specs.ts';
import { NavMenu } from './nav-menu.tsx';
import { NAV_MENU_DEFAULT_PROPS } from './nav-menu.types.ts';

describe('NavMenu (server render)', () => {
  it('is a named navigation landmark with the logo, the links and a collapsed disclosure button', () => {
    const html = renderToString(<NavMenu {...NAV_MENU_DEFAULT_PROPS} />);
    expect(html).toMatch(/^<nav aria-label="Main"/);
    expect(html).toContain('My Site');
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-controls="[^"]+"/);
    expect(html).toContain('>Menu</span>');
    const panelId = /aria-controls="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`id="${panelId}" hidden=""`);
    expect(html.match(/>About</g)).toHaveLength(2);
  });

  it('builds links inside the site given through Puck metadata', () => {
    const html = renderToString(<NavMenu {...NAV_MENU_DEFAULT_PROPS} puck={{ metadata: { siteSlug: 'site-abc' } }} />);
    expect(html).toContain('href="/site-abc/about"');
    expect(html).toContain('href="/site-abc/contact"');
    expect(html).not.toContain('href="/about"');
  });

  it('shows an entry without a link as text and skips entries without a label', () => {
    const html = renderToString(
      <NavMenu
        {...NAV_MENU_DEFAULT_PROPS}
        links={[
          { label: 'Soon', href: '', target: '_self' },
          { label: '', href: '/ghost', target: '_self' },
          { label: 'Blog', href: 'https://blog.example.com', target: '_blank' },
        ]}
      />,
    );
    expect(html).toMatch(/<span class="[^"]*">Soon<\/span>/);
    expect(html).not.toContain('/ghost');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('has no disclosure button when there are no links', () => {
    expect(renderToString(<NavMenu {...NAV_MENU_DEFAULT_PROPS} links={[]} />)).not.toContain('<button');
  });

  it('renders no personal part on the server: Login, the user menu and badges are filled in the browser', () => {
    const html = renderToString(
      <NavMenu {...NAV_MENU_DEFAULT_PROPS} cart={{ desktop: true, mobile: true }} wishlist={{ desktop: true, mobile: true }} />,
    );
    expect(html).not.toContain('Login');
    expect(html).not.toContain('Logout');
    expect(html).not.toMatch(/data-nav-(login|user-menu|cart|wishlist)/);
    // Only the room of the cart and wishlist buttons, until their code has loaded.
    expect(html.match(/<span aria-hidden="true" class="inline-flex size-9"><\/span>/g)).toHaveLength(2);
  });

  it('keeps Login’s room, hidden from everyone, when Login is switched on: the bar does not grow when it fills in', () => {
    const html = renderToString(<NavMenu {...NAV_MENU_DEFAULT_PROPS} login={{ desktop: false, mobile: true }} />);
    expect(html).toMatch(/<span aria-hidden="true" class="inline-flex md:hidden [^"]*invisible" data-nav-login-room="">/);
    expect(html).not.toMatch(/data-nav-login=/);
    expect(renderToString(<NavMenu {...NAV_MENU_DEFAULT_PROPS} />)).not.toContain('data-nav-login-room');
  });

  it('has a side menu panel with a title and a close button, closed in the HTML', () => {
    const html = renderToString(<NavMenu {...NAV_MENU_DEFAULT_PROPS} sideLinks={[{ label: 'FAQ', href: '/faq', target: '_self' }]} />);
    expect(html).toMatch(/hidden="" role="region" aria-labelledby="[^"]+"/);
    expect(html).toContain('aria-label="Close navigation"');
    expect(html).toContain('>FAQ<');
  });

  it('is static HTML but for its actions island, which gets only what it renders', () => {
    const html = renderToString(<NavMenu {...NAV_MENU_DEFAULT_PROPS} logo="/logo.png" logoAlt="Shop logo" />);
    const island = html.indexOf('<sw-island data-island="nav-menu"');
    expect(island).toBeGreaterThan(html.indexOf('alt="Shop logo"'));
    expect(island).toBeGreaterThan(html.indexOf('>About</a>'));
    const props = JSON.parse(/data-props="([^"]*)"/.exec(html)![1]!.replaceAll('&quot;', '"')) as Record<string, unknown>;
    expect(Object.keys(props).sort()).toEqual(['cart', 'login', 'panelId', 'sideMenuOnDesktop', 'userMenu', 'wishlist']);
    // The side menu's links are static HTML beside the island, not its props.
    expect(html.indexOf('data-side-menu=""')).toBeGreaterThan(island);
    expect(JSON.stringify(props)).not.toContain('About');
  });

  it('ships no script when it has no links and no buttons', async () => {
    const page = (props: object) => ({ root: {}, content: [{ type: 'NavMenu', props }] });
    const none = { desktop: false, mobile: false };
    expect(await islandsOnPage(page({ ...NAV_MENU_DEFAULT_PROPS, links: [], login: none, userMenu: none }))).toEqual([]);
    expect(await islandsOnPage(page({ ...NAV_MENU_DEFAULT_PROPS, links: [], login: none, userMenu: none, cart: { desktop: false, mobile: true } }))).toEqual(['nav-menu']);
    expect(await islandsOnPage(page(NAV_MENU_DEFAULT_PROPS))).toEqual(['nav-menu']);
    const html = renderToString(<NavMenu {...NAV_MENU_DEFAULT_PROPS} links={[]} login={none} userMenu={none} />);
    expect(html).not.toContain('sw-island');
  });
});
