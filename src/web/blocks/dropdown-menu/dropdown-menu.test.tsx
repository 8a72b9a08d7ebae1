import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DropdownMenu } from './dropdown-menu.tsx';
import { DROPDOWN_MENU_DEFAULT_PROPS } from './dropdown-menu.types.ts';

describe('DropdownMenu (server render)', () => {
  it('renders a closed menu button wired to its hidden menu', () => {
    const html = renderToString(<DropdownMenu {...DROPDOWN_MENU_DEFAULT_PROPS} />);
    expect(html).toMatch(/<button[^>]*aria-haspopup="menu"[^>]*aria-expanded="false"/);
    const buttonId = /<button[^>]*id="([^"]+)"/.exec(html)?.[1];
    const menuId = /aria-controls="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`id="${menuId}" role="menu" aria-labelledby="${buttonId}"`);
    expect(html).toMatch(/role="menu"[^>]*hidden=""/);
    expect(html.match(/role="menuitem"/g)).toHaveLength(2);
    expect(html).toContain('>Menu<');
  });

  it('builds item links inside the site and shows an item without a link as disabled text', () => {
    const html = renderToString(
      <DropdownMenu
        {...DROPDOWN_MENU_DEFAULT_PROPS}
        siteSlug="site-abc"
        items={[
          { label: 'About', href: '/about', target: '_self' },
          { label: 'Soon', href: '', target: '_self' },
        ]}
      />,
    );
    expect(html).toContain('href="/site-abc/about"');
    expect(html).toMatch(/<span[^>]*role="menuitem"[^>]*aria-disabled="true"[^>]*>Soon<\/span>/);
  });
});
