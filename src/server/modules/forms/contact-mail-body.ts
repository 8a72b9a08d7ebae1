import type { FormInput } from '#core/forms/form-input.ts';
import { MAIL_EMPTY_VALUE, contactMailIntro } from '#core/mail/messages.ts';
import { escapeMailHtml, inertText } from '#server/providers/mail/inert-text.ts';
import { MEDIA_URL_PREFIX } from '#server/providers/storage/port.ts';

/** A value longer than this is cut in the mail (the record keeps all of it). */
const MAX_VALUE_LENGTH = 10_000;

export interface ContactMailBody {
  text: string;
  html: string;
}

/**
 * The body of a contact form's mail, from the stored record: each input's label and value in the
 * form's order, as plain text and as HTML in which everything the visitor wrote is escaped (rich
 * text is reduced to its text first). Files are their absolute URLs; passwords are never mailed.
 * The site's, the form's and the visitor's words are inert (inert-text.ts): no mail client makes
 * a link of them. Only the links this body builds itself for a file input, to an uploaded file
 * on our own site (our origin, under /media/), stay followable: any other value, even one that is
 * exactly a URL of ours (a visitor's "https://{us}/site-{theirs}/login"), is inert.
 */
export function buildContactMailBody(inputs: readonly FormInput[], data: Record<string, unknown>, options: { siteTitle: string; baseUrl: string }): ContactMailBody {
  const rows = inputs
    .filter((input) => input.type !== 'password')
    .map((input) => ({
      label: inertText(input.label?.trim() || input.name),
      value: inertValue(input, clip(displayValue(input, data[input.name], options.baseUrl)), options.baseUrl),
    }));
  const intro = contactMailIntro(inertText(options.siteTitle));
  const text = [intro, '', ...rows.map(({ label, value }) => `${label}: ${indentContinuation(value || MAIL_EMPTY_VALUE)}`)].join('\n');
  const html = [
    `<p>${escapeMailHtml(intro)}</p>`,
    '<table cellpadding="6" style="border-collapse:collapse">',
    ...rows.map(
      ({ label, value }) =>
        `<tr><th align="left" valign="top">${escapeMailHtml(label)}</th><td>${value ? escapeMailHtml(value).replace(/\n/g, '<br>') : `<em>${escapeMailHtml(MAIL_EMPTY_VALUE)}</em>`}</td></tr>`,
    ),
    '</table>',
  ].join('\n');
  return { text, html };
}

/** A value made inert, but for the lines of a file input that are a file of ours (displayValue builds them). */
function inertValue(input: FormInput, value: string, baseUrl: string): string {
  if (input.type !== 'file' && input.type !== 'files') return inertText(value);
  return value
    .split('\n')
    .map((line) => (isOwnMediaUrl(line, baseUrl) ? line : inertText(line)))
    .join('\n');
}

function isOwnMediaUrl(line: string, baseUrl: string): boolean {
  try {
    const url = new URL(line);
    return url.href === line && url.origin === new URL(baseUrl).origin && url.pathname.startsWith(MEDIA_URL_PREFIX);
  } catch {
    return false;
  }
}

/** One input's value as a reader of the mail should see it; '' when there is none. */
export function displayValue(input: FormInput, value: unknown, baseUrl: string): string {
  if (value === undefined || value === null || value === '') return '';
  switch (input.type) {
    case 'file':
    case 'files':
      return listOf(value)
        .map((item) => absoluteUrl(fileUrl(item), baseUrl))
        .filter(Boolean)
        .join('\n');
    case 'checkbox':
      return value === true || value === 'true' || value === 'on' ? 'Yes' : value === false || value === 'false' ? 'No' : plain(value);
    case 'select':
    case 'radio':
      return listOf(value)
        .map((item) => input.options?.find((option) => option.value === String(item))?.name ?? plain(item))
        .join(', ');
    case 'textEditor':
      return typeof value === 'string' ? htmlToText(value) : plain(value);
    case 'array':
      return listOf(value)
        .map((item) => (isRecord(item) ? Object.entries(item).map(([key, v]) => `${key}: ${plain(v)}`).join(', ') : plain(item)))
        .join('\n');
    default:
      return Array.isArray(value) ? value.map(plain).join(', ') : plain(value);
  }
}

function plain(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored file is its URL, or an object that carries one. */
function fileUrl(item: unknown): string {
  if (typeof item === 'string') return item;
  if (isRecord(item) && typeof item.url === 'string') return item.url;
  return '';
}

function absoluteUrl(url: string, baseUrl: string): string {
  if (!url) return '';
  try {
    const absolute = new URL(url, `${baseUrl}/`);
    return absolute.protocol === 'http:' || absolute.protocol === 'https:' ? absolute.href : '';
  } catch {
    return '';
  }
}

/** Rich text as plain text: block ends become line breaks, tags go, the common entities are read. */
function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|blockquote|pre|tr)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function clip(value: string): string {
  return value.length > MAX_VALUE_LENGTH ? `${value.slice(0, MAX_VALUE_LENGTH)}…` : value;
}

function indentContinuation(value: string): string {
  return value.replace(/\n/g, '\n  ');
}
