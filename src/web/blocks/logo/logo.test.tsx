import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Logo } from './logo.tsx';
import { LOGO_DEFAULT_PROPS } from './logo.types.ts';

describe('Logo (server render)', () => {
  it("links to '/' by default, as a word mark without an image", () => {
    const html = renderToString(<Logo {...LOGO_DEFAULT_PROPS} />);
    expect(html).toMatch(/^<a[^>]*href="\/"/);
    expect(html).toContain('My Site');
  });

  it('names an image logo by its alt text, else by the text', () => {
    expect(renderToString(<Logo {...LOGO_DEFAULT_PROPS} image="/logo.png" alt="Acme" />)).toContain('alt="Acme"');
    expect(renderToString(<Logo {...LOGO_DEFAULT_PROPS} image="/logo.png" text="Acme Shop" />)).toContain('alt="Acme Shop"');
    expect(renderToString(<Logo {...LOGO_DEFAULT_PROPS} image="/logo.png" text="" />)).toContain('alt="Home"');
    expect(renderToString(<Logo {...LOGO_DEFAULT_PROPS} image="/logo.png" height={64} />)).toContain('height:64px');
  });

  it('builds the home link inside the site and is plain when the link is emptied', () => {
    expect(renderToString(<Logo {...LOGO_DEFAULT_PROPS} siteSlug="site-abc" />)).toContain('href="/site-abc"');
    const plain = renderToString(<Logo {...LOGO_DEFAULT_PROPS} href="" />);
    expect(plain).not.toContain('<a');
    expect(plain).toContain('My Site');
  });
});
