import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { buyerMailLayout, mailLinkUrl, type MailShop } from './buyer-mail-layout.ts';

const linkify = new MarkdownIt({ linkify: true }).linkify;
const shop = (over: Partial<MailShop> = {}): MailShop => ({ name: 'Lamp Shop', logoUrl: null, language: 'de', ...over });

/** What a reader of the HTML part sees: tags gone, entities read. */
const seen = (html: string) =>
  html
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&zwnj;/g, '\u200C')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

describe('buyerMailLayout', () => {
  it('puts the logo above the shop name, the body and the footer in one table of inline styles, and says the same as text', () => {
    const mail = buyerMailLayout(shop({ logoUrl: 'https://shop.example/media/uploads/logo.png' }), 'Your order SW-1', [
      { kind: 'paragraph', text: 'Thank you.' },
      { kind: 'list', items: ['1 × Lamp: €12.00'] },
      { kind: 'paragraph', text: 'Total: €12.00 EUR', strong: true },
      { kind: 'link', label: 'Download your invoice (PDF)', url: 'https://shop.example/api/invoices/1.pdf?expires=1&sig=a' },
    ], 'You get this mail because you placed order SW-1.');
    expect(mail.subject).toBe('Your order SW-1');
    expect(mail.html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain('<img src="https://shop.example/media/uploads/logo.png"');
    expect(mail.html.indexOf('<img')).toBeLessThan(mail.html.indexOf('Lamp Shop'));
    expect(mail.html).toMatch(/<table role="presentation"[^>]*style="[^"]*max-width:600px/);
    expect(mail.html).not.toMatch(/<style|class=/);
    expect(mail.html).toContain('<strong>Total: €12.00 EUR</strong>');
    expect(mail.html).toContain('<a href="https://shop.example/api/invoices/1.pdf?expires=1&#38;sig=a"');
    expect(mail.text).toBe(
      [
        'Lamp Shop',
        '',
        'Thank you.',
        '',
        '- 1 × Lamp: €12.00',
        '',
        'Total: €12.00 EUR',
        '',
        'Download your invoice (PDF): https://shop.example/api/invoices/1.pdf?expires=1&sig=a',
        '',
        '--',
        'You get this mail because you placed order SW-1.',
      ].join('\n'),
    );
  });

  it('has the shop’s name alone without a logo', () => {
    const mail = buyerMailLayout(shop(), 's', [{ kind: 'paragraph', text: 'Hello' }], 'f');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('>Lamp Shop</div>');
  });

  it('escapes every text and makes the shop’s name inert; a link that is not http(s) is text', () => {
    const hostile = '<script>alert(1)</script> evil.example.com/pay "quoted"';
    const mail = buyerMailLayout(shop({ name: hostile, logoUrl: 'javascript:alert(1)' }), `Order at ${hostile}`, [
      { kind: 'paragraph', text: '<b>bold</b> & more' },
      { kind: 'list', items: ['<img src=x onerror=alert(1)>'] },
      { kind: 'link', label: 'Track', url: 'javascript:alert(1)' },
    ], `Footer ${'<i>'}`);
    expect(mail.html).not.toMatch(/<script|<b>|<img src=x|<i>|(href|src)="javascript/);
    expect(mail.html).toContain('&#60;b&#62;bold&#60;/b&#62; &#38; more');
    expect(mail.html).not.toMatch(/<a[\s>]/);
    // The name, in the HTML a reader sees and in the text part, never becomes a link.
    expect(linkify.match(seen(mail.html).split('Footer')[0]!)).toBeNull();
    expect(linkify.match(mail.text.split('\n')[0]!)).toBeNull();
    expect(mail.text.split('\n')[0]!.replaceAll('\u200C', '')).toBe(hostile);
    expect(mail.text).toContain('Track: javascript:\u200Calert(1)');
    expect(mail.html).toContain('Track javascript:&zwnj;alert(1)');
  });

  it('writes amounts as label and amount rows, the amounts aligned right, escaped, and as "Label: amount" lines in the text part', () => {
    const mail = buyerMailLayout(shop(), 'Subject', [{ kind: 'amounts', rows: [{ label: 'Discount (<b>X</b>)', amount: '\u2212€6.00' }, { label: 'Total', amount: '€70.15 EUR', strong: true }] }], 'Footer');
    expect(mail.text).toContain('Discount (<b>X</b>): \u2212€6.00\nTotal: €70.15 EUR');
    expect(mail.html).not.toContain('<b>X</b>');
    expect(seen(mail.html).replace(/&lt;/g, '<').replace(/&gt;/g, '>')).toContain('Discount (<b>X</b>)');
    const total = mail.html.match(/<tr><td style="[^"]*font-weight:bold;">Total<\/td><td align="right" style="[^"]*">€70.15 EUR<\/td><\/tr>/);
    expect(total).not.toBeNull();
    expect(mail.html).toMatch(/<table role="presentation"[^>]*><tr><td style="[^"]*">Discount/);
  });

  it('takes absolute http(s) URLs as links, nothing else', () => {
    expect(mailLinkUrl('https://a.example/x?y=1')).toBe('https://a.example/x?y=1');
    expect(mailLinkUrl('http://localhost:3000/a')).toBe('http://localhost:3000/a');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '/relative', 'mailto:a@b.c', '']) expect(mailLinkUrl(bad), bad).toBeNull();
  });
});
