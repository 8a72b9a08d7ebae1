import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, keyFromAuthSecret, keyFromConfigured, open, seal, sealedKeyId, SecretBoxError, secretKeysOf } from './secret-box.ts';

const key = keyFromConfigured(randomBytes(32).toString('base64url'));
const other = keyFromConfigured('a passphrase that is surely longer than thirty-two characters');
const context = 'site-payment:site-1:stripeSecretKey';

/** Replaces one base64url character of part `index` of a sealed value with another. */
function tamper(sealed: string, index: number): string {
  const parts = sealed.split('.');
  const part = parts[index]!;
  const at = Math.floor(part.length / 2);
  parts[index] = part.slice(0, at) + (part[at] === 'A' ? 'B' : 'A') + part.slice(at + 1);
  return parts.join('.');
}

describe('secret box', () => {
  it('opens what it sealed, unicode included, and never shows the plaintext in the sealed value', () => {
    for (const text of ['sk_test_51Habc', 'pässwörd ✓ 密钥 🔑', 'x'.repeat(500)]) {
      const sealed = seal(key, text, context);
      expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{11}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
      expect(sealed).not.toContain(text.slice(0, 8));
      expect(open([key], sealed, context)).toBe(text);
    }
  });

  it('seals the same text differently each time (a fresh IV)', () => {
    expect(seal(key, 'same', context)).not.toBe(seal(key, 'same', context));
  });

  it('names the key that sealed a value', () => {
    expect(sealedKeyId(seal(key, 'v', context))).toBe(key.id);
    expect(sealedKeyId('plain text')).toBeNull();
    expect(key.id).not.toBe(other.id);
  });

  it('refuses a value whose ciphertext, tag or IV was altered', () => {
    const sealed = seal(key, 'sk_live_secret-value', context);
    for (const index of [2, 3, 4]) expect(() => open([key], tamper(sealed, index), context)).toThrow(SecretBoxError);
  });

  it('refuses a value under the wrong key, even with its key id forged', () => {
    const sealed = seal(key, 'secret', context);
    expect(() => open([other], sealed, context)).toThrow(/does not hold/);
    const forged = sealed.replace(`.${key.id}.`, `.${other.id}.`);
    expect(() => open([other], forged, context)).toThrow(SecretBoxError);
  });

  it('refuses a value copied to another site or field (additional authenticated data)', () => {
    const sealed = seal(key, 'secret', context);
    expect(() => open([key], sealed, 'site-payment:site-2:stripeSecretKey')).toThrow(/another site or field/);
    expect(() => open([key], sealed, 'site-payment:site-1:paypalSecret')).toThrow(/another site or field/);
  });

  it('refuses what is not a sealed value of a known version', () => {
    expect(() => open([key], 'sk_test_plain', context)).toThrow(/known version/);
    expect(() => open([key], seal(key, 's', context).replace(/^v1/, 'v2'), context)).toThrow(/known version/);
  });
});

describe('secret keys', () => {
  it('reads 32 bytes in base64 or base64url as the key itself, anything else of 32+ characters through HKDF', () => {
    const bytes = randomBytes(32);
    expect(keyFromConfigured(bytes.toString('base64')).bytes.equals(bytes)).toBe(true);
    expect(keyFromConfigured(bytes.toString('base64url')).bytes.equals(bytes)).toBe(true);
    const passphrase = keyFromConfigured('correct horse battery staple, then some more words');
    expect(passphrase.bytes).toHaveLength(32);
    expect(passphrase.bytes.toString('utf8')).not.toContain('correct horse');
    expect(() => keyFromConfigured('short')).toThrow(SecretBoxError);
  });

  it('derives a key of its own from the auth secret, not the secret itself', () => {
    const authSecret = randomBytes(32).toString('base64url');
    const derived = keyFromAuthSecret(authSecret);
    expect(derived.bytes.equals(keyFromConfigured(authSecret).bytes)).toBe(false);
    expect(keyFromAuthSecret(authSecret).id).toBe(derived.id);
  });

  it('uses SECRETS_KEY when set, keeping the auth-derived key (or SECRETS_KEY_PREVIOUS) to open older values', () => {
    const authSecret = 'an auth secret of at least thirty-two characters';
    const derived = keyFromAuthSecret(authSecret);
    expect(secretKeysOf({}, authSecret)).toEqual({ current: derived, previous: null });
    const configured = randomBytes(32).toString('base64');
    const withKey = secretKeysOf({ SECRETS_KEY: configured }, authSecret);
    expect(withKey.current.source).toBe('SECRETS_KEY');
    expect(withKey.previous?.id).toBe(derived.id);
    const rotated = secretKeysOf({ SECRETS_KEY: configured, SECRETS_KEY_PREVIOUS: 'the old passphrase, also thirty-two characters+' }, authSecret);
    expect(rotated.previous?.source).toBe('SECRETS_KEY_PREVIOUS');

    const box = createSecretBox(withKey);
    const older = seal(derived, 'from before SECRETS_KEY', context);
    expect(box.open(older, context)).toBe('from before SECRETS_KEY');
    expect(sealedKeyId(box.seal('new', context))).toBe(withKey.current.id);
    expect(() => createSecretBox(rotated).open(older, context)).toThrow(SecretBoxError);
  });
});
