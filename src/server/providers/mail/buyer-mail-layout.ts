import { escapeMailHtml, inertText } from './inert-text.ts';

/**
 * The one layout of every mail a shop sends its buyers (decision 064): the shop's logo and name at
 * the top, the body, a footer. Mail clients ignore style sheets and most CSS, so it is tables with
 * inline styles, at most 600 px wide; every text is escaped here, and a plain-text part says the same.
 *
 * The caller makes the shop's words inert (inertText: never a link, as anyone may place an order to
 * any address, decision 035); the layout does it for the shop's name itself. The only links are the
 * `link` blocks, whose URLs are the server's own (signed invoice links) or the shop owner's tracking
 * link: http(s) only, any other is written as text.
 */

export interface MailShop {
  /** The shop's name as written (the layout makes it inert). */
  name: string;
  /** An absolute URL on this server of an image the site owns, or null: the name alone then. */
  logoUrl: string | null;
  /** The site's language, the document's lang. */
  language: string;
}

export type MailBlock =
  /** A paragraph: text already inert where it holds the shop's or the buyer's words. */
  | { kind: 'paragraph'; text: string; strong?: boolean }
  /** A bulleted list of such texts. */
  | { kind: 'list'; items: readonly string[] }
  /** A link: its label (ours), its absolute http(s) URL. */
  | { kind: 'link'; label: string; url: string }
  /** Label and amount rows, the amounts aligned (an order's breakdown); a strong row is the total. */
  | { kind: 'amounts'; rows: readonly { label: string; amount: string; strong?: boolean }[] };

export interface BuyerMail {
  subject: string;
  text: string;
  html: string;
}

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const INK = '#18181b';
const MUTED = '#52525b';
const LINE = '#e4e4e7';
const LINK = '#1d4ed8';

/** A URL a link may carry: absolute http or https; null for anything else (javascript:, data:, relative). */
export function mailLinkUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function blockHtml(block: MailBlock): string {
  const p = `margin:0 0 16px 0;font-family:${FONT};font-size:16px;line-height:24px;color:${INK};`;
  switch (block.kind) {
    case 'paragraph':
      return block.strong ? `<p style="${p}"><strong>${escapeMailHtml(block.text)}</strong></p>` : `<p style="${p}">${escapeMailHtml(block.text)}</p>`;
    case 'list':
      return `<ul style="margin:0 0 16px 0;padding:0 0 0 20px;font-family:${FONT};font-size:16px;line-height:24px;color:${INK};">${block.items.map((item) => `<li style="margin:0 0 4px 0;">${escapeMailHtml(item)}</li>`).join('')}</ul>`;
    case 'link': {
      const url = mailLinkUrl(block.url);
      // Not a link: written as inert text.
      if (!url) return `<p style="${p}">${escapeMailHtml(inertText(`${block.label} ${block.url}`))}</p>`;
      return `<p style="${p}"><a href="${escapeMailHtml(url)}" style="color:${LINK};text-decoration:underline;">${escapeMailHtml(block.label)}</a></p>`;
    }
    case 'amounts': {
      const cell = `padding:2px 0;font-family:${FONT};font-size:16px;line-height:24px;color:${INK};`;
      const rows = block.rows.map((row) => {
        const weight = row.strong ? 'font-weight:bold;' : '';
        return `<tr><td style="${cell}${weight}">${escapeMailHtml(row.label)}</td><td align="right" style="${cell}${weight}text-align:right;white-space:nowrap;padding-left:16px;">${escapeMailHtml(row.amount)}</td></tr>`;
      });
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;">${rows.join('')}</table>`;
    }
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'link':
      return `${block.label}: ${mailLinkUrl(block.url) ?? inertText(block.url)}`;
    case 'amounts':
      return block.rows.map((row) => `${row.label}: ${row.amount}`).join('\n');
  }
}

/** A buyer's mail from its subject, body blocks and footer line, as HTML and as plain text. */
export function buyerMailLayout(shop: MailShop, subject: string, blocks: readonly MailBlock[], footer: string): BuyerMail {
  const name = inertText(shop.name);
  const logo = shop.logoUrl ? mailLinkUrl(shop.logoUrl) : null;
  const header = [
    logo
      ? `<img src="${escapeMailHtml(logo)}" alt="" height="48" style="display:block;height:48px;width:auto;max-width:240px;border:0;outline:none;text-decoration:none;margin:0 0 12px 0;">`
      : '',
    `<div style="font-family:${FONT};font-size:20px;line-height:28px;font-weight:bold;color:${INK};">${escapeMailHtml(name)}</div>`,
  ].join('');
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${escapeMailHtml(shop.language)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeMailHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background-color:#f4f4f5;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f4f5;">`,
    `<tr><td align="center" style="padding:24px 12px;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border:1px solid ${LINE};border-radius:8px;">`,
    `<tr><td style="padding:24px 24px 16px 24px;border-bottom:1px solid ${LINE};">${header}</td></tr>`,
    `<tr><td style="padding:24px 24px 8px 24px;">${blocks.map(blockHtml).join('\n')}</td></tr>`,
    `<tr><td style="padding:16px 24px;border-top:1px solid ${LINE};font-family:${FONT};font-size:13px;line-height:20px;color:${MUTED};">${escapeMailHtml(footer)}</td></tr>`,
    '</table>',
    '</td></tr></table>',
    '</body></html>',
  ].join('\n');
  const text = [name, '', ...blocks.map(blockText).flatMap((part) => [part, '']), '--', footer].join('\n');
  return { subject, text, html };
}
