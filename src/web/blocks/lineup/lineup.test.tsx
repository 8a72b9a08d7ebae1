// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LINEUP_NO_SOURCE } from '#core/forms/messages.ts';
import { Lineup } from './lineup.tsx';
import { LINEUP_DEFAULT_PROPS, type LineupProps } from './lineup.types.ts';

const LONG = 'One two three four five six seven eight nine ten';

function render(props: Partial<LineupProps>): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<Lineup {...LINEUP_DEFAULT_PROPS} {...props} />);
  return host;
}

const fromCollection = (extra: Partial<LineupProps> = {}): Partial<LineupProps> => ({
  source: 'collection',
  collection: 'blog-posts',
  siteSlug: 'site-abc',
  _items: [
    { id: 'r1', title: 'First post', description: LONG, image: '/one.png' },
    { id: 'r2', title: 'Second post', description: 'Short', image: '' },
  ],
  ...extra,
});

describe('Lineup', () => {
  it('renders a static grid of teasers whose titles link to each record view inside the site', () => {
    const host = render(fromCollection({ heading: 'Latest posts' }));
    expect(host.querySelector('h2')?.textContent).toBe('Latest posts');
    const links = [...host.querySelectorAll('li a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['First post', '/data/site-abc/blog-posts/r1'],
      ['Second post', '/data/site-abc/blog-posts/r2'],
    ]);
    expect(host.querySelectorAll('ul > li article')).toHaveLength(2);
    expect(host.querySelector('[data-carousel], .swiper')).toBeNull();
  });

  it('truncates descriptions to textDisplayLength words (spec 1 §9)', () => {
    const host = render(fromCollection({ textDisplayLength: 3 }));
    const texts = [...host.querySelectorAll('article p')].map((p) => p.textContent);
    expect(texts).toEqual(['One two three...', 'Short']);
    expect(render(fromCollection({ textDisplayLength: 0 })).textContent).toContain(LONG);
  });

  it('shows the carousel layout as slides with the same links and truncated text', () => {
    const host = render(fromCollection({ layout: 'carousel', textDisplayLength: 2 }));
    expect(host.querySelector('ul.grid')).toBeNull();
    // A record without an image is still a slide (title and text only).
    expect(host.querySelector('a[href="/data/site-abc/blog-posts/r1"]')?.textContent).toBe('First post');
    expect(host.querySelector('a[href="/data/site-abc/blog-posts/r2"]')?.textContent).toBe('Second post');
    expect(host.querySelectorAll('img')).toHaveLength(1);
    expect(host.textContent).toContain('One two...');
    expect(host.textContent).not.toContain('three');
  });

  it('shows manual items with their own links, built inside the site', () => {
    const host = render({ source: 'manual', siteSlug: 'site-abc', items: [{ title: 'About us', description: 'Who we are', image: '', link: '/about' }] });
    expect(host.querySelector('a')?.getAttribute('href')).toBe('/site-abc/about');
    expect(host.textContent).toContain('Who we are');
  });

  it('asks for a source when neither a collection nor manual items are set (spec 3 §8)', () => {
    expect(render({ source: 'collection', collection: ' ' }).textContent).toBe(LINEUP_NO_SOURCE);
    expect(render({ source: 'manual', items: [] }).textContent).toBe(LINEUP_NO_SOURCE);
    expect(render({ source: 'manual', items: [{ title: '', description: 'x', image: '', link: '' }] }).textContent).toBe(LINEUP_NO_SOURCE);
  });

  it('renders nothing when the collection failed to load (spec 3 §8)', () => {
    expect(render(fromCollection({ _failed: true, heading: 'Posts' })).innerHTML).toBe('');
  });

  it('offers Create for system page collections and Revalidate all for the revalidate collection, as links to the dashboard screens that do it', () => {
    const pages = render({ source: 'collection', collection: 'site_pages', siteSlug: 'site-abc', _items: [] });
    expect(pages.querySelector('a')?.textContent).toBe('Create');
    expect(pages.querySelector('a')?.getAttribute('href')).toBe('/dashboard/site-abc/manage/pages');
    const revalidate = render({ source: 'collection', collection: 'system_revalidate', siteSlug: 'site-abc', _items: [] });
    expect(revalidate.querySelector('a')?.textContent).toBe('Revalidate all');
    expect(revalidate.querySelector('a')?.getAttribute('href')).toBe('/dashboard/site-abc/manage/revalidate');
    const platform = render({ source: 'collection', collection: 'system_pages', _items: [] });
    expect(platform.querySelector('a')?.getAttribute('href')).toBe('/dashboard/manage/pages');
    expect(render(fromCollection({ heading: 'Posts' })).textContent).not.toMatch(/Create|Revalidate all/);
  });
});
