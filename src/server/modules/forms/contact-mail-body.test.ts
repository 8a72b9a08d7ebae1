import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import type { FormInput } from '#core/forms/form-input.ts';
import { buildContactMailBody, displayValue } from './contact-mail-body.ts';

const BASE = 'https://sites.example.test';
const input = (type: FormInput['type'], extra: Partial<FormInput> = {}): FormInput => ({ name: 'f', type, ...extra });

describe('displayValue', () => {
  it('shows nothing for empty values', () => {
    for (const value of [undefined, null, '']) expect(displayValue(input('text'), value, BASE)).toBe('');
  });

  it('turns stored files into absolute http(s) URLs, one a line, and drops anything else', () => {
    expect(displayValue(input('files'), ['/media/a.pdf', { url: 'https://cdn.example.test/b.png' }, 'javascript:alert(1)', 42], BASE)).toBe(
      `${BASE}/media/a.pdf\nhttps://cdn.example.test/b.png`,
    );
    expect(displayValue(input('file'), 'http://[bad', BASE)).toBe('');
  });

  it('answers Yes/No for checkboxes and the option name for choices', () => {
    expect(displayValue(input('checkbox'), true, BASE)).toBe('Yes');
    expect(displayValue(input('checkbox'), 'false', BASE)).toBe('No');
    expect(displayValue(input('checkbox'), 'maybe', BASE)).toBe('maybe');
    const options = [{ name: 'Red apple', value: 'red' }];
    expect(displayValue(input('radio', { options }), 'red', BASE)).toBe('Red apple');
    expect(displayValue(input('select', { options }), ['red', 'blue'], BASE)).toBe('Red apple, blue');
  });

  it('reduces rich text to its text', () => {
    expect(displayValue(input('textEditor'), '<p>Hi&nbsp;<b>there</b></p><script>x()</script><p>&lt;ok&gt; &amp; &quot;q&quot; &#39;s&#39;</p>', BASE)).toBe(
      'Hi there\n<ok> & "q" \'s\'',
    );
    expect(displayValue(input('textEditor'), 5, BASE)).toBe('5');
  });

  it('lists array items field by field, and other values as text', () => {
    expect(displayValue(input('array'), [{ title: 'A', qty: 2 }, 'loose'], BASE)).toBe('title: A, qty: 2\nloose');
    expect(displayValue(input('colors'), ['#ff0000', '#00ff00'], BASE)).toBe('#ff0000, #00ff00');
    expect(displayValue(input('number'), 3, BASE)).toBe('3');
    expect(displayValue(input('text'), { nested: true }, BASE)).toBe('{"nested":true}');
  });
});

describe('buildContactMailBody', () => {
  it('escapes every visitor value in the HTML and keeps the form order in both parts', () => {
    const inputs: FormInput[] = [
      { name: 'b', type: 'text', label: 'B <first>' },
      { name: 'a', type: 'textarea' },
      { name: 'pw', type: 'password', label: 'Password' },
    ];
    const body = buildContactMailBody(inputs, { a: 'line 1\nline 2 "<img src=x onerror=alert(1)>"', pw: 'secret' }, { siteTitle: 'Shop & Co', baseUrl: BASE });
    expect(body.text).toBe('Someone sent this message through a contact form on Shop & Co.\n\nB <first>: (empty)\na: line 1\n  line 2 "<img src=x onerror=alert(1)>"');
    expect(body.html).toContain('<th align="left" valign="top">B &#60;first&#62;</th><td><em>(empty)</em></td>');
    expect(body.html).toContain('line 1<br>line 2 &#34;&#60;img src=x onerror=alert(1)&#62;&#34;');
    expect(body.html).toContain('Shop &#38; Co');
    expect(body.html).not.toContain('<img');
    expect(body.text + body.html).not.toContain('secret');
  });

  it('cuts very long values', () => {
    const body = buildContactMailBody([{ name: 'm', type: 'textarea' }], { m: 'x'.repeat(20_000) }, { siteTitle: 'S', baseUrl: BASE });
    expect(body.text.length).toBeLessThan(10_200);
    expect(body.text.endsWith('…')).toBe(true);
  });

  it('keeps only the links it builds to our own uploaded files; a value that is a URL of ours is inert like any other', () => {
    const linkify = new MarkdownIt({ linkify: true }).linkify;
    const links = (text: string) => text.split('\n').flatMap((line) => (linkify.match(line) ?? []).map((match) => match.url));
    const phishing = `${BASE}/site-attacker/login`;
    const inputs: FormInput[] = [
      { name: 'message', type: 'text' },
      { name: 'note', type: 'textarea' },
      { name: 'cv', type: 'files' },
    ];
    const body = buildContactMailBody(
      inputs,
      { message: phishing, note: `${BASE}/media/x.pdf`, cv: ['/media/site/cv.pdf', phishing, `${BASE}/media/../site-attacker/login`, 'https://evil.example/cv.pdf'] },
      { siteTitle: 'S', baseUrl: BASE },
    );
    const html = body.html.replace(/<[^>]*>/g, '\n').replace(/&zwnj;/g, '\u200C').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
    for (const text of [body.text, html]) {
      expect(links(text)).toEqual([`${BASE}/media/site/cv.pdf`]);
      expect(text.replaceAll('\u200C', '')).toContain(phishing);
    }
  });
});
