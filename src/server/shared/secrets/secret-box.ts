import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/*
 * Secrets a site stores (payment keys) are sealed at rest with AES-256-GCM (decision 057).
 * A sealed value is `v1.<kid>.<iv>.<tag>.<ciphertext>`, each part base64url: the version and the
 * id of the key that sealed it travel with it, so rotation knows which key opens it. The
 * additional authenticated data is the version, the key id and a context naming the value's
 * owner and field (`site-payment:<siteId>:stripeSecretKey`): a value copied to another site or
 * field, or a header edited, does not open.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
/** HKDF labels: a key of its own for each purpose, never the auth secret itself. */
const CONFIGURED_KEY_INFO = 'sitewright secrets-key v1';
const AUTH_DERIVED_KEY_INFO = 'sitewright sealed secrets from the auth secret v1';
const KEY_ID_LABEL = 'sitewright secret key id';

export interface SecretKey {
  /** Names the key in sealed values: an HMAC of a label under the key, so it tells nothing about the key. */
  readonly id: string;
  readonly bytes: Buffer;
  /** Where the key comes from, for messages: `SECRETS_KEY`, `SECRETS_KEY_PREVIOUS` or `the auth secret`. */
  readonly source: string;
}

export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

const hkdf = (ikm: string, info: string): Buffer => Buffer.from(hkdfSync('sha256', ikm, Buffer.alloc(0), info, KEY_BYTES));

function keyOf(bytes: Buffer, source: string): SecretKey {
  const id = createHmac('sha256', bytes).update(KEY_ID_LABEL).digest('base64url').slice(0, 11);
  return { id, bytes, source };
}

/** A configured key: 32 bytes written in base64 or base64url, or any longer passphrase run through HKDF-SHA256. */
export function keyFromConfigured(value: string, source = 'SECRETS_KEY'): SecretKey {
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (bytes.length === KEY_BYTES) return keyOf(bytes, source);
  }
  if (value.length < KEY_BYTES) throw new SecretBoxError(`${source} must be 32 bytes in base64 or at least 32 characters`);
  return keyOf(hkdf(value, CONFIGURED_KEY_INFO), source);
}

/** The key used when SECRETS_KEY is unset: derived from the auth secret under a label of its own. */
export function keyFromAuthSecret(authSecret: string): SecretKey {
  return keyOf(hkdf(authSecret, AUTH_DERIVED_KEY_INFO), 'the auth secret');
}

const aadOf = (keyId: string, context: string) => Buffer.from(`${VERSION}.${keyId}.${context}`, 'utf8');

/** Seals `plaintext` under `key`, bound to `context`. A fresh random IV each time. */
export function seal(key: SecretKey, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.bytes, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aadOf(key.id, context));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, key.id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
}

interface SealedParts {
  keyId: string;
  iv: Buffer;
  tag: Buffer;
  ciphertext: Buffer;
}

function partsOf(sealed: string): SealedParts {
  const parts = sealed.split('.');
  if (parts.length !== 5 || parts[0] !== VERSION || !parts.every((part) => /^[A-Za-z0-9_-]*$/.test(part))) {
    throw new SecretBoxError('not a sealed value of a known version');
  }
  const [, keyId, iv, tag, ciphertext] = parts as [string, string, string, string, string];
  const value = { keyId, iv: Buffer.from(iv, 'base64url'), tag: Buffer.from(tag, 'base64url'), ciphertext: Buffer.from(ciphertext, 'base64url') };
  if (value.iv.length !== IV_BYTES || value.tag.length !== TAG_BYTES) throw new SecretBoxError('a sealed value with a damaged header');
  return value;
}

/** The id of the key that sealed a value, or null when it is not a sealed value. */
export function sealedKeyId(sealed: string): string | null {
  try {
    return partsOf(sealed).keyId;
  } catch {
    return null;
  }
}

/** Opens a sealed value with whichever of `keys` sealed it; throws SecretBoxError when none did or it was altered. */
export function open(keys: readonly SecretKey[], sealed: string, context: string): string {
  const parts = partsOf(sealed);
  const key = keys.find((k) => k.id === parts.keyId);
  if (!key) throw new SecretBoxError('sealed with a key this server does not hold');
  const decipher = createDecipheriv('aes-256-gcm', key.bytes, parts.iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(aadOf(parts.keyId, context));
  decipher.setAuthTag(parts.tag);
  try {
    return Buffer.concat([decipher.update(parts.ciphertext), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretBoxError('does not open: altered, or sealed for another site or field');
  }
}

/** The app's box: seals under the current key, opens under it or the previous one (values awaiting `npm run secrets:rotate`). */
export interface SecretBox {
  readonly current: SecretKey;
  readonly previous: SecretKey | null;
  seal(plaintext: string, context: string): string;
  open(sealed: string, context: string): string;
}

export function createSecretBox(keys: { current: SecretKey; previous: SecretKey | null }): SecretBox {
  const all = keys.previous ? [keys.current, keys.previous] : [keys.current];
  return {
    ...keys,
    seal: (plaintext, context) => seal(keys.current, plaintext, context),
    open: (sealed, context) => open(all, sealed, context),
  };
}

/**
 * The keys of this environment: SECRETS_KEY, else the auth-secret-derived key, is current. The
 * previous one is SECRETS_KEY_PREVIOUS, else (with SECRETS_KEY set) the auth-secret-derived key,
 * so values sealed before SECRETS_KEY was first set still open until they are rotated.
 */
export function secretKeysOf(env: { SECRETS_KEY?: string | undefined; SECRETS_KEY_PREVIOUS?: string | undefined }, authSecret: string): { current: SecretKey; previous: SecretKey | null } {
  const derived = keyFromAuthSecret(authSecret);
  const current = env.SECRETS_KEY ? keyFromConfigured(env.SECRETS_KEY) : derived;
  const previous = env.SECRETS_KEY_PREVIOUS ? keyFromConfigured(env.SECRETS_KEY_PREVIOUS, 'SECRETS_KEY_PREVIOUS') : env.SECRETS_KEY ? derived : null;
  return { current, previous: previous && previous.id !== current.id ? previous : null };
}

/**
 * One value moved to `to` (the rotation): re-sealed when `from` sealed it, left as it is when `to`
 * already did. Either way it must open; SecretBoxError when it opens under neither key.
 */
export function reseal(sealed: string, context: string, keys: { to: SecretKey; from: SecretKey }): { value: string; changed: boolean } {
  if (sealedKeyId(sealed) === keys.to.id) {
    open([keys.to], sealed, context);
    return { value: sealed, changed: false };
  }
  return { value: seal(keys.to, open([keys.from], sealed, context), context), changed: true };
}
