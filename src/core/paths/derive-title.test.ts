import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveTitleFromPath } from './derive-title.ts';

describe('deriveTitleFromPath', () => {
  it.each([
    ['/about-us/our_team', 'Our Team'],
    ['/homepage', 'Homepage'],
    ['/site-abc/contact', 'Contact'],
    ['/site-abc/contact/edit', 'Contact'],
    ['/dynamic-content/all/products', 'Products'],
    ['/404', '404'],
    ['/caf%C3%A9-menu', 'Café Menu'],
    ['/bad%E0%A4%A', 'Bad%E0%A4%A'],
    ['/blog/my-first--post?draft=1', 'My First Post'],
    ['/---', '---'],
    ['/', 'Homepage'],
    ['/site-abc', 'Homepage'],
    ['', 'Homepage'],
  ])('%s => %s', (path, title) => {
    expect(deriveTitleFromPath(path)).toBe(title);
  });

  it('returns an empty title for non-text input', () => {
    expect(deriveTitleFromPath(null as unknown as string)).toBe('');
  });

  it('never throws on any text', () => {
    fc.assert(fc.property(fc.string(), (path) => typeof deriveTitleFromPath(path) === 'string'));
  });
});
