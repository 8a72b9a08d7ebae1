// Form actions behind a reverse proxy that terminates TLS: the request reaches us as
// http://internal-address, while the browser's Origin is the public https address.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { user } from '#server/db/schema.ts';
import { TEST_PASSWORD, createTestApp, type TestApp } from '#server/testing/test-app.ts';

const PUBLIC = 'https://builder.example.com';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: PUBLIC, TRUSTED_PROXIES: '127.0.0.1' }, { pages: true });
});
afterAll(async () => {
  await t?.close();
});

const signUp = (origin: string, email: string) =>
  t.request('http://10.0.0.5:3000/auth/signup', {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: 'Proxied', email, password: TEST_PASSWORD }),
  });

it('runs a form action whose Origin is the public address, not the internal one', async () => {
  const response = await signUp(PUBLIC, 'proxied@example.com');
  expect(response.status).toBeLessThan(400);
  const rows = await t.deps.database.db.select({ id: user.id }).from(user).where(eq(user.email, 'proxied@example.com'));
  expect(rows).toHaveLength(1);
});

it('still refuses a foreign Origin', async () => {
  const response = await signUp('https://evil.example', 'evil@example.com');
  expect(response.status).toBe(403);
  const rows = await t.deps.database.db.select({ id: user.id }).from(user).where(eq(user.email, 'evil@example.com'));
  expect(rows).toHaveLength(0);
});
