import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NotFound } from './not-found.tsx';
import { NOT_FOUND_DEFAULT_PROPS } from './not-found.types.ts';

describe('NotFound (server render)', () => {
  it("shows the 404 graphic, 'Page Not Found' and a 'Go Home' link to /", () => {
    const html = renderToString(<NotFound {...NOT_FOUND_DEFAULT_PROPS} />);
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(html).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Go Home<\/a>/);
  });

  it('leads to the site home inside a site', () => {
    expect(renderToString(<NotFound {...NOT_FOUND_DEFAULT_PROPS} puck={{ metadata: { siteSlug: 'site-abc' } }} />)).toContain('href="/site-abc"');
  });

  it('keeps a heading, a button label and a way home when they are emptied', () => {
    const html = renderToString(<NotFound {...NOT_FOUND_DEFAULT_PROPS} heading=" " buttonLabel="" buttonHref="" description="" showGraphic={false} />);
    expect(html).toContain('>Page Not Found</h1>');
    expect(html).toMatch(/href="\/"[^>]*>Go Home</);
    expect(html).not.toContain('<svg');
    expect(html).not.toContain('<p');
  });
});
