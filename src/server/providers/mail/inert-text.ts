/**
 * Text from a shop or a visitor (site titles, product names, form labels and values) as a mail
 * shows it, never as a link. Escaping alone is not enough: mail clients turn anything that looks
 * like a URL or a domain into a link on their own (Gmail, Outlook, Apple Mail's data detectors),
 * so "evil.example.com/pay" in a product name would arrive as a link in a mail from the shop.
 *
 * A ZERO WIDTH NON-JOINER (U+200C) goes after every dot between two name characters, after a
 * scheme's colon and between two slashes: invisible, but a character no host name or scheme may
 * contain, so no auto-linker finds a host name with a top-level domain, a scheme or a
 * protocol-relative "//" in it. It is the character
 * email developers use for this (written `&zwnj;` in HTML, as Litmus and Campaign Monitor show),
 * and it reads the same in plain-text mail. The text still reads and copies as written (minus the
 * invisible character), which a "[.]" would not. Decision 035.
 */
export const LINK_BREAK = '\u200C';

// Invisible characters IDNA drops from a host name (soft hyphen, zero-width space, joiners,
// variation selectors…): "evil\u00AD.com" is evil.com to a browser, so the rules below count them
// as name characters before a dot or colon and look through them after one.
// They are kept, not removed: they join emoji sequences and choose emoji glyphs.
const IGNORABLE = String.raw`\p{Default_Ignorable_Code_Point}`;
// The same, but for our own U+200C: a break already there is not broken again (idempotent).
const IGNORABLE_NOT_BREAK = String.raw`(?:(?!\u200C)\p{Default_Ignorable_Code_Point})`;
// Dots as host names may be written (IDNA also maps the ideographic and full-width ones).
const DOT_IN_NAME = new RegExp(String.raw`(?<=[\p{L}\p{N}\p{M}_\-${IGNORABLE}])([.\u3002\uFF0E\uFF61])(?=${IGNORABLE_NOT_BREAK}*[\p{L}\p{N}])`, 'gu');
// A scheme's colon ("mailto:x", "https:"), not a colon before a space ("Note: …").
const SCHEME_COLON = new RegExp(String.raw`(?<=[\p{L}\p{N}]|${IGNORABLE_NOT_BREAK})(:)(?=[^\s\u200C])`, 'gu');
// "//" opens a protocol-relative link.
const DOUBLE_SLASH = new RegExp(String.raw`([/\\])(?=${IGNORABLE_NOT_BREAK}*[/\\])`, 'gu');

/** Plain text with nothing an auto-linker reads as a URL, a domain or an address. */
export function inertText(text: string): string {
  // Colons first: a break after one may stand before a dot ("a:.b"), which then breaks too (idempotent).
  return text.replace(SCHEME_COLON, `$1${LINK_BREAK}`).replace(DOT_IN_NAME, `$1${LINK_BREAK}`).replace(DOUBLE_SLASH, `$1${LINK_BREAK}`);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Shop or visitor text for an HTML mail: escaped, and inert as inertText makes it. */
export function inertHtml(text: string): string {
  return escapeMailHtml(inertText(text));
}

/** Text already made inert (or our own), escaped for an HTML mail, its link breaks kept as `&zwnj;`. */
export function escapeMailHtml(text: string): string {
  return escapeHtml(text).replaceAll(LINK_BREAK, '&zwnj;');
}
