import path from 'node:path';
import { inspectRoutes } from 'hono/dev';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
// The one server test that reads the web app: React Router's route config is where its actions are listed.
// eslint-disable-next-line no-restricted-imports
import routeConfig from '#web/routes.ts';
import { ACCOUNT_ROWS } from './account-rows.ts';
import { ADDRESS_ROWS } from './address-rows.ts';
import { ACTION_ROWS } from './action-rows.ts';
import { ADMIN_ROWS } from './admin-rows.ts';
import { COLLECTION_ROWS } from './collection-rows.ts';
import { DATA_ROWS } from './data-rows.ts';
import { MEDIA_ROWS } from './media-rows.ts';
import { PAGE_ROWS } from './page-rows.ts';
import { SECOND_FACTOR_ROWS } from './second-factor-rows.ts';
import { SHOP_ROWS } from './shop-rows.ts';
import { SHOP_RULES_ROWS } from './shop-rules-rows.ts';
import { SECTIONS_ROWS } from './sections-rows.ts';

// Every row of the matrix, whichever file runs it.
const MATRIX = [...PAGE_ROWS, ...MEDIA_ROWS, ...SHOP_ROWS, ...SHOP_RULES_ROWS, ...SECTIONS_ROWS, ...ADDRESS_ROWS, ...COLLECTION_ROWS, ...DATA_ROWS, ...ACCOUNT_ROWS, ...ADMIN_ROWS, ...SECOND_FACTOR_ROWS, ...ACTION_ROWS];

const UNSAFE = ['POST', 'PUT', 'PATCH', 'DELETE'];

let t: TestApp;

/** Hono's own routes that accept an unsafe method (handlers, not middleware). */
function honoMutatingRoutes(): string[] {
  return inspectRoutes(t.app)
    .filter((r) => !r.isMiddleware && (UNSAFE.includes(r.method) || r.method === 'ALL'))
    .map((r) => `${r.method} ${r.path}`);
}

/** Better Auth's endpoints reachable over HTTP that accept an unsafe method, from the auth instance itself. */
function betterAuthMutatingRoutes(): string[] {
  const keys: string[] = [];
  for (const endpoint of Object.values(t.deps.auth.api) as { path?: string; options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } } }[]) {
    if (!endpoint.path || endpoint.options?.metadata?.SERVER_ONLY) continue;
    const methods = [endpoint.options?.method ?? []].flat();
    for (const method of methods.includes('*') ? UNSAFE : methods.filter((m) => UNSAFE.includes(m))) keys.push(`${method} /api/auth${endpoint.path}`);
  }
  return keys;
}

/** React Router routes whose module exports an action. */
async function reactRouterActions(): Promise<string[]> {
  const keys: string[] = [];
  const webRoot = path.resolve(import.meta.dirname, '../../web');
  const hasAction = async (file: string) => 'action' in ((await import(/* @vite-ignore */ path.join(webRoot, file))) as object);
  if (await hasAction('root.tsx')) keys.push('POST (root route)');
  const walk = async (entries: readonly RouteConfigEntry[], parent: string) => {
    for (const entry of entries) {
      const full = entry.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${entry.path}`;
      if (await hasAction(entry.file)) keys.push(`POST ${full || '/'}`);
      if (entry.children) await walk(entry.children, full);
    }
  };
  await walk(routeConfig, '');
  return keys;
}

beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('coverage', () => {
  it('lists every mutating route (Hono, Better Auth, React Router actions) and only those', async () => {
    const discovered = [...honoMutatingRoutes(), ...betterAuthMutatingRoutes(), ...(await reactRouterActions())];
    const listed = MATRIX.map((row) => row.route);
    const missing = discovered.filter((route) => !listed.includes(route));
    // Downloads of private documents (invoices, decision 062) are listed too, though they change nothing.
    const honoGets = inspectRoutes(t.app).filter((r) => !r.isMiddleware && r.method === 'GET').map((r) => `GET ${r.path}`);
    const stale = listed.filter((route) => !discovered.includes(route) && !honoGets.includes(route));
    expect(
      missing,
      `Mutating routes missing from the authorization matrix: ${missing.join(', ')}. Add a row for each to the *-rows.ts file of its topic in src/server/authorization-matrix/ saying what every role may do.`,
    ).toEqual([]);
    expect(stale, `Matrix rows for routes that no longer exist: ${stale.join(', ')}. Remove them.`).toEqual([]);
    expect(new Set(listed).size, 'A route appears in the matrix twice').toBe(listed.length);
  });
});
