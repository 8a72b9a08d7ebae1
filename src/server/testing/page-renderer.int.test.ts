import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
});
afterAll(async () => {
  await t?.close();
});

it('renders React Router pages through the app', async () => {
  const response = await t.request('/auth/login');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  expect(await response.text()).toContain('<form');
});
