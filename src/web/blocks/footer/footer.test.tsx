import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Footer } from './footer.tsx';
import { FOOTER_DEFAULT_PROPS } from './footer.types.ts';

describe('Footer (server render, spec 3 §2)', () => {
  it('is a contentinfo footer whose logo leads home by default, built inside the site', () => {
    const html = renderToString(<Footer {...FOOTER_DEFAULT_PROPS} siteSlug="site-abc" />);
    expect(html).toMatch(/^<footer /);
    expect(html).toMatch(/<a [^>]*data-logo="" href="\/site-abc"/);
    expect(html).toContain('My Site');
  });

  it('renders link columns with their titles inside a named navigation', () => {
    const html = renderToString(
      <Footer
        {...FOOTER_DEFAULT_PROPS}
        columns={[
          { title: 'Shop', links: [{ label: 'All products', href: '/products', target: '_self' }, { label: '', href: '/ghost', target: '_self' }] },
          { title: '', links: [] },
          { title: 'Help', links: [{ label: 'Docs', href: 'https://docs.example.com', target: '_blank' }] },
        ]}
      />,
    );
    expect(html).toContain('<nav aria-label="Footer"');
    expect(html.match(/<h2 [^>]*>[^<]+<\/h2>/g)?.map((h) => h.replace(/<[^>]+>/g, ''))).toEqual(['Shop', 'Help']);
    expect(html).toContain('href="/products"');
    expect(html).not.toContain('/ghost');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('renders social links by name, opening in a new tab, and skips unsafe or empty ones', () => {
    const html = renderToString(
      <Footer
        {...FOOTER_DEFAULT_PROPS}
        socialLinks={[
          { label: 'Instagram', href: 'https://instagram.com/shop' },
          { label: 'Bad', href: 'javascript:alert(1)' },
          { label: '', href: 'https://x.com/shop' },
        ]}
      />,
    );
    expect(html).toContain('<ul aria-label="Social links"');
    expect(html).toMatch(/<a [^>]*href="https:\/\/instagram.com\/shop"[^>]*target="_blank"[^>]*>Instagram/);
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('x.com');
  });

  it('shows the description and small print only when given, and a logo without link when the link is emptied', () => {
    const bare = renderToString(<Footer {...FOOTER_DEFAULT_PROPS} columns={[]} logoHref="" />);
    expect(bare).not.toContain('<nav');
    expect(bare).not.toContain('<a ');
    const full = renderToString(<Footer {...FOOTER_DEFAULT_PROPS} description="Hand-made goods." copyright="© 2026 Shop" />);
    expect(full).toContain('Hand-made goods.');
    expect(full).toContain('© 2026 Shop');
  });
});
