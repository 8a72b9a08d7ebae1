import { Window } from 'happy-dom';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PublicPage } from './public-page.tsx';

const block = (type: string, props: Record<string, unknown> = {}) => ({ type, props: { id: `${type}-1`, ...props } });
const page = (...content: unknown[]) => ({ root: { props: { title: 'T', theme: 'midnight', maxWidth: '1280px', language: 'de' } }, content });

function render(data: unknown): Document {
  const window = new Window();
  window.document.body.innerHTML = renderToString(<PublicPage data={data} siteSlug="site-demo" />);
  return window.document as unknown as Document;
}

describe('PublicPage landmarks', () => {
  it('draws the skip link first, the navigation before <main>, the page content inside it and the footer after it', () => {
    const document = render(page(block('NavMenu', { title: 'Shop' }), block('Heading', { text: 'Hello', level: 'h1' }), block('Footer', { title: 'Shop' })));
    const focusable = document.querySelectorAll('a[href], button');
    expect(focusable[0]?.textContent).toBe('Skip to content');
    expect(focusable[0]?.getAttribute('href')).toBe('#main-content');
    const main = document.querySelector('main')!;
    expect(main.id).toBe('main-content');
    // Not focusable: a click on its text must not move the Tab order back to main's start.
    expect(main.hasAttribute('tabindex')).toBe(false);
    expect(main.querySelector('h1')?.textContent).toBe('Hello');
    expect(main.querySelector('nav, footer')).toBeNull();
    expect(document.querySelector('nav[data-nav-menu]')!.compareDocumentPosition(main) & 4).toBeTruthy();
    expect(main.compareDocumentPosition(document.querySelector('footer')!) & 4).toBeTruthy();
  });

  it('keeps the page shell around all three: the theme, width and language of the root', () => {
    const document = render(page(block('NavMenu'), block('Text', { text: 'Body' })));
    const shell = document.querySelector('[lang="de"]')!;
    expect(shell.querySelector('main')?.textContent).toContain('Body');
    expect(shell.querySelector('nav')).not.toBeNull();
    expect(document.querySelectorAll('main')).toHaveLength(1);
  });
});
