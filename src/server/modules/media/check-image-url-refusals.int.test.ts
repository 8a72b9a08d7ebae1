import { describe, expect, it } from 'vitest';
import { IMAGE_URL_INACCESSIBLE, IMAGE_URL_INVALID, IMAGE_URL_NOT_A_URL } from '#core/media/messages.ts';
import { check, internalServer, internalTwin, internalUrl, publicServer, publicUrl, setUpImageServers } from './check-image-url-kit.ts';

// The request itself, and what the default policy refuses before fetching anything.
setUpImageServers();

describe('POST /api/media/check-image-url: the request', () => {
  it('is refused anonymously (401)', async () => {
    const { status } = await check('https://example.com/a.png', { cookie: '' });
    expect(status).toBe(401);
  });

  it('answers 400 to a body that is not JSON or has no url string', async () => {
    expect((await check(null, { body: '{"url":' })).status).toBe(400);
    expect((await check(null, { body: '["https://example.com/a.png"]' })).status).toBe(400);
    const noUrl = await check(42);
    expect(noUrl).toMatchObject({ status: 400, body: { error: 'url must be a string' } });
  });

  it.each(['not a url', '', 'example.com/a.png', 'ftp://example.com/a.png', 'javascript:alert(1)', 'file:///etc/passwd', 'data:image/png;base64,AAAA', `https://example.com/${'a'.repeat(2100)}.png`])(
    'answers 400 format "Please enter a valid URL" for %j',
    async (url) => {
      const { status, body } = await check(url);
      expect(status).toBe(400);
      expect(body).toMatchObject({ valid: false, errorType: 'format', error: IMAGE_URL_NOT_A_URL });
    },
  );
});

describe('the default policy: refuses without fetching anything', () => {
  it.each([
    ['loopback', () => internalUrl('/x.png'), 'port'],
    ['loopback on port 80', () => 'http://127.0.0.1/x.png', 'blocked-address'],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/iam/', 'blocked-address'],
    ['IPv6 loopback', () => 'http://[::1]/x.png', 'blocked-address'],
    ['IPv4-mapped loopback', () => 'http://[::ffff:127.0.0.1]/x.png', 'blocked-address'],
    ['a decimal IPv4', () => 'http://2130706433/x.png', 'blocked-address'],
    ['a hexadecimal IPv4', () => 'http://0x7f.1/x.png', 'blocked-address'],
    ['an octal IPv4', () => 'http://0177.0.0.1/x.png', 'blocked-address'],
    ['unspecified', () => 'http://0.0.0.0/x.png', 'blocked-address'],
    ['private 10/8', () => 'https://10.0.0.5/x.png', 'blocked-address'],
    ['private 192.168/16', () => 'http://192.168.1.1/x.png', 'blocked-address'],
    ['carrier-grade NAT', () => 'http://100.64.0.1/x.png', 'blocked-address'],
    ['IPv6 link-local', () => 'http://[fe80::1]/x.png', 'blocked-address'],
    ['IPv6 unique local', () => 'http://[fd00::1]/x.png', 'blocked-address'],
    ['broadcast', () => 'http://255.255.255.255/x.png', 'blocked-address'],
    ['the public test server (loopback to the default policy)', () => publicUrl('/image.png'), 'port'],
    ['credentials in the url', () => 'https://user:pass@example.com/x.png', 'credentials'],
    ['a port other than 80 and 443', () => 'https://example.com:8443/x.png', 'port'],
  ])('%s → 400 "Invalid image URL"', async (_name, url, reason) => {
    const { status, body } = await check(url());
    expect(status).toBe(400);
    expect(body).toEqual({ valid: false, errorType: 'format', error: IMAGE_URL_INVALID, reason });
    expect(internalServer.seen).toEqual([]);
    expect(internalTwin.seen).toEqual([]);
    expect(publicServer.seen).toEqual([]);
  });

  it('refuses a name that resolves to loopback (localhost) as inaccessible, after resolving, before connecting', async () => {
    const { status, body } = await check('http://localhost/x.png');
    expect(status).toBe(200);
    expect(body).toEqual({ valid: false, errorType: 'accessibility', error: IMAGE_URL_INACCESSIBLE, reason: 'blocked-address' });
  });
});
