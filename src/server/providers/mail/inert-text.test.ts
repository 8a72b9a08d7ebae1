import fc from 'fast-check';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { escapeHtml, inertHtml, inertText, LINK_BREAK } from './inert-text.ts';

const linkify = new MarkdownIt({ linkify: true }).linkify;
const LINKY = [
  'evil.example.com', 'evil.example.com/x', 'https://evil.example/pay?a=1', 'http://localhost:3000/x', 'www.evil.example', 'mail boss@evil.example',
  'ftp://files.evil.example', 'bücher.de', 'evil。example。com', 'EVIL.EXAMPLE.COM', '1.2.3.4', '//evil.example', 'mailto:boss@evil.example',
  'see evil-shop.co.uk.', 'xn--nxasmq6b.example',
];

describe('inert text', () => {
  it.each(LINKY)('leaves nothing an auto-linker links in %s, and reads the same without the invisible breaks', (text) => {
    expect(linkify.match(inertText(text))).toBeNull();
    expect(inertText(text).replaceAll(LINK_BREAK, '')).toBe(text);
  });

  // IDNA drops these from a host name, so "evil\u00AD.com" reaches evil.com.
  it.each(['evil\u00AD.com', 'evil.\u00ADcom', 'evil\u200B.com', 'evil\u200D.example.com/x', 'evil\uFE0F\u00AD.\u2060com', 'https\u00AD://localhost/x', 'http:/\u00AD/localhost', 'evil\u200C.com'])(
    'breaks %j through the invisible characters IDNA drops, and keeps them',
    (text) => {
      const inert = inertText(text);
      expect(linkify.match(inert)).toBeNull();
      const asIdnaReadsIt = inert.replace(/(?!\u200C)\p{Default_Ignorable_Code_Point}/gu, '');
      expect(linkify.match(asIdnaReadsIt)).toBeNull();
      expect(asIdnaReadsIt).toContain(LINK_BREAK);
      expect(inert.replaceAll(LINK_BREAK, '')).toBe(text.replaceAll(LINK_BREAK, ''));
      expect(inertText(inert)).toBe(inert);
    },
  );

  it('keeps emoji sequences whole', () => {
    expect(inertText('Family 👨\u200D👩\u200D👧 sale ❤\uFE0F')).toBe('Family 👨\u200D👩\u200D👧 sale ❤\uFE0F');
  });

  it('keeps plain words, prices and punctuation as they are', () => {
    for (const text of ['Linen shirt', 'Sale: 20% off!', 'End. Start', 'Price $12', 'a . b', '...']) expect(inertText(text)).toBe(text);
  });

  it('is idempotent and never links, whatever the text', () => {
    const piece = fc.constantFrom('evil', 'example', 'com', '.', '/', ':', '//', '@', 'www', 'https', ' ', '-', '。', 'x1', '\u00AD', '\u200B', '\u200C');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join('')), (text) => {
        const inert = inertText(text);
        expect(inertText(inert)).toBe(inert);
        expect(linkify.match(inert)).toBeNull();
      }),
      { seed: 35, numRuns: 2000 },
    );
  });

  it('escapes HTML and writes the breaks as &zwnj;', () => {
    expect(inertHtml('<a href="https://evil.example">x</a>')).toBe('&#60;a href=&#34;https:&zwnj;/&zwnj;/evil.&zwnj;example&#34;&#62;x&#60;/a&#62;');
    expect(escapeHtml(`&<>"'`)).toBe('&#38;&#60;&#62;&#34;&#39;');
  });
});
