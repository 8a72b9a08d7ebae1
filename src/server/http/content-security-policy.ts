import { createHash, randomBytes } from 'node:crypto';
import { TURNSTILE_ORIGIN } from '#core/forms/bot-challenge.ts';

// One policy for every HTML response (docs/decisions/009-content-security-policy.md). Scripts
// run only from our origin, or inline when React Router rendered them for this very response
// (nonce) or for this very cached page (hash); injected markup can run nothing.

export const CSP_HEADER = 'content-security-policy';

export interface PolicyOptions {
  /** Allows the inline scripts React Router renders into this one response. */
  nonce?: string;
  /** Allows exactly these inline scripts (base64 SHA-256 of their text): cached pages. */
  scriptHashes?: readonly string[];
  /** Vite's dev server: its hot-reload client talks over a WebSocket. */
  dev?: boolean;
  /** Cloudflare Turnstile is the bot challenge (TURNSTILE_* set): its script and its frame. */
  turnstile?: boolean;
}


/** 128 random bits, fresh for every rendered response. */
export function createNonce(): string {
  return randomBytes(16).toString('base64url');
}

export function pagePolicy({ nonce, scriptHashes = [], dev = false, turnstile = false }: PolicyOptions = {}): string {
  const turnstileSource = turnstile ? ` ${TURNSTILE_ORIGIN}` : '';
  const scriptSources = ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...scriptHashes.map((hash) => `'sha256-${hash}'`)];
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}${turnstileSource}`,
    // Blocks style themselves with style attributes (colours, widths), which cannot run script.
    "style-src 'self' 'unsafe-inline'",
    // Editors may use images and videos from other hosts (spec: image URL rule).
    'img-src * data: blob:',
    'media-src * data: blob:',
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    "worker-src 'self' blob:",
    `frame-src 'self'${turnstileSource}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The nonce a policy allows, or null. */
export function nonceOf(policy: string): string | null {
  return /'nonce-([A-Za-z0-9_-]+)'/.exec(policy)?.[1] ?? null;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * A rendered page made fit to be sent to many visitors: the per-response nonce is replaced by the
 * hashes of exactly the inline scripts that carried it. Only scripts React Router rendered carry
 * the nonce (it is chosen after the page's content was stored, so content cannot guess it), so
 * script smuggled into the markup stays blocked. Returns the new body and policy.
 */
export function freezeNonce(html: string, policy: string): { html: string; policy: string } {
  const nonce = nonceOf(policy);
  if (nonce === null) return { html, policy };
  const attribute = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (attributes.includes(attribute) && !/\bsrc\s*=/i.test(attributes)) hashes.add(createHash('sha256').update(text, 'utf8').digest('base64'));
  }
  // The nonce is random and chosen after the content was stored, so only our own tags carry it.
  const frozen = html.replaceAll(attribute, '');
  const sources = [...hashes].map((hash) => `'sha256-${hash}'`).join(' ');
  return { html: frozen, policy: policy.replace(` 'nonce-${nonce}'`, sources ? ` ${sources}` : '') };
}
