import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import type { ButtonProps } from './button.types.ts';

const base: Omit<ButtonProps, 'href'> = { label: 'Go', target: '_self', variant: 'primary', size: 'md', align: 'start', modal: { enabled: false, title: '', text: '' } };

describe('Button', () => {
  it('builds its own paths inside the site it is on (spec 1 §2)', () => {
    expect(renderToString(<Button {...base} href="/about" siteSlug="site-abc" />)).toContain('href="/site-abc/about"');
    expect(renderToString(<Button {...base} href="/data/team/1/manage" puck={{ metadata: { siteSlug: 'site-abc' } }} />)).toContain('href="/data/site-abc/team/1/manage"');
    expect(renderToString(<Button {...base} href="https://example.org/x" siteSlug="site-abc" />)).toContain('href="https://example.org/x"');
  });

  it('shows an unsafe or missing link as plain text', () => {
    const html = renderToString(<Button {...base} href="javascript:alert(1)" siteSlug="site-abc" />);
    expect(html).not.toContain('<a');
    expect(html).toContain('Go');
    expect(renderToString(<Button {...base} href="" />)).not.toContain('<a');
  });
});
