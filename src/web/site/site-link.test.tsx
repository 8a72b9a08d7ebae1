import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteLink, safeSiteHref } from './site-link.tsx';
import { siteSlugOf } from './site-slug.ts';

describe('SiteLink', () => {
  it('falls back to plain text without an href (spec 2 §2)', () => {
    expect(renderToString(<SiteLink href="" className="x">About</SiteLink>)).toBe('<span class="x">About</span>');
    expect(renderToString(<SiteLink href={undefined}>About</SiteLink>)).toBe('<span>About</span>');
  });

  it('refuses schemes a visitor must not follow', () => {
    expect(renderToString(<SiteLink href="javascript:alert(1)">x</SiteLink>)).toBe('<span>x</span>');
    expect(safeSiteHref('java\tscript:alert(1)')).toBe('');
    expect(safeSiteHref('data:text/html,hi')).toBe('');
    expect(safeSiteHref('mailto:a@b.c')).toBe('mailto:a@b.c');
  });

  it('builds internal paths inside the site and leaves external ones alone', () => {
    expect(safeSiteHref('/about', 'site-abc')).toBe('/site-abc/about');
    expect(safeSiteHref('/', 'site-abc')).toBe('/site-abc');
    expect(safeSiteHref('https://example.com', 'site-abc')).toBe('https://example.com');
    expect(safeSiteHref('/about')).toBe('/about');
  });

  it('protects and announces links that open a new tab', () => {
    const html = renderToString(<SiteLink href="https://example.com" target="_blank">Docs</SiteLink>);
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('(opens in a new tab)');
    expect(renderToString(<SiteLink href="/x" target="_self">x</SiteLink>)).not.toContain('target=');
  });

  it('takes the site slug from the prop, then from Puck metadata', () => {
    expect(siteSlugOf({ siteSlug: 'site-a', puck: { metadata: { siteSlug: 'site-b' } } })).toBe('site-a');
    expect(siteSlugOf({ puck: { metadata: { siteSlug: 'site-b' } } })).toBe('site-b');
    expect(siteSlugOf({ puck: { metadata: { siteSlug: null } } })).toBeUndefined();
    expect(siteSlugOf({})).toBeUndefined();
  });
});
