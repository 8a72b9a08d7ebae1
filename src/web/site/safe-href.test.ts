import { describe, expect, it } from 'vitest';
import { isSafeHref, safeHref } from './safe-href.ts';

describe('isSafeHref', () => {
  it.each(['https://example.com', 'http://example.com/a?b=c#d', 'HTTPS://EXAMPLE.COM', 'mailto:hi@example.com', 'tel:+331234', '/about', './a', '../b', '#top', '?page=2', 'page', '//cdn.example.com/x', '/a:b', '/search?q=a:b'])(
    'allows %s',
    (href) => expect(isSafeHref(href)).toBe(true),
  );

  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)', '\u0000javascript:alert(1)', 'java%09script:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>alert(1)</script>', 'data:image/png;base64,AAAA', 'file:///etc/passwd', 'ftp://example.com'])(
    'refuses %j',
    (href) => expect(isSafeHref(href)).toBe(false),
  );
});

describe('safeHref', () => {
  it('returns the trimmed href, or undefined when empty, unsafe or not a string', () => {
    expect(safeHref('  /about ')).toBe('/about');
    expect(safeHref('')).toBeUndefined();
    expect(safeHref('   ')).toBeUndefined();
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref(undefined)).toBeUndefined();
    expect(safeHref(42)).toBeUndefined();
  });
});
