import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SubNavigation } from './sub-navigation.tsx';
import { SUB_NAVIGATION_DEFAULT_PROPS } from './sub-navigation.types.ts';

describe('SubNavigation (server render, spec 3 §2)', () => {
  it('is a placeholder of 4 skeleton items by default, hidden from assistive technology', () => {
    const html = renderToString(<SubNavigation {...SUB_NAVIGATION_DEFAULT_PROPS} />);
    expect(html).toContain('<ul aria-hidden="true"');
    expect(html.match(/<li /g)).toHaveLength(4);
    expect(html).not.toContain('<a ');
    expect(html).not.toContain('<h2');
    expect(html).not.toContain('<nav');
  });

  it('shows the optional title and subtitle and a horizontal list of items built inside the site', () => {
    const html = renderToString(
      <SubNavigation
        title="Women"
        subtitle="New this week"
        siteSlug="site-abc"
        items={[
          { label: 'Dresses', href: '/women/dresses', target: '_self' },
          { label: 'Soon', href: '', target: '_self' },
          { label: '', href: '/ghost', target: '_self' },
        ]}
      />,
    );
    expect(html).toContain('<nav aria-label="Women"');
    expect(html).toContain('>Women</h2>');
    expect(html).toContain('>New this week</p>');
    expect(html).toContain('href="/site-abc/women/dresses"');
    expect(html).toContain('>Soon</span>');
    expect(html).not.toContain('ghost');
    expect(html).toContain('overflow-x-auto');
    expect(html).not.toContain('data-skeleton');
  });

  it('names the landmark when there is no title', () => {
    const html = renderToString(<SubNavigation {...SUB_NAVIGATION_DEFAULT_PROPS} items={[{ label: 'A', href: '/a', target: '_self' }]} />);
    expect(html).toContain('<nav aria-label="Section navigation"');
  });
});
