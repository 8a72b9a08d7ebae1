import { describe, expect, it } from 'vitest';
import { totpCode, totpSecretOf } from './totp.ts';

// RFC 6238 appendix B, SHA-1 key "12345678901234567890" (base32 below), 8 digits.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('totpCode', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1234567890, '89005924'],
    [20000000000, '65353130'],
  ])('matches the RFC 6238 test vector at %i s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000, { digits: 8 })).toBe(code);
  });

  it('reads the secret of an otpauth URI', () => {
    expect(totpSecretOf(`otpauth://totp/Sitewright:a%40b.c?secret=${RFC_SECRET}&issuer=Sitewright`)).toBe(RFC_SECRET);
  });
});
