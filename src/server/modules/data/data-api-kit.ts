import { afterAll, beforeAll, expect, vi } from 'vitest';
import fs from 'node:fs/promises';
import path from 'node:path';
import { solvedAltchaToken } from '#server/testing/altcha-solver.ts';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { FormInput } from '#core/forms/form-input.ts';
import { collection, document, media } from '#server/db/schema.ts';
import { seedSiteRoles, type SiteRole, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/*
 * The data API's writes (spec 1 §5, §7, §8; decision 019) through HTTP: every rule message, the bot
 * checks, where a definition comes from, files, bounds, ownership, and form bindings on publish.
 */

export let t: TestApp;
export let roles: SiteRoles;

/** A collection whose definition exercises every rule of spec 1 §5. */
export const RULES_INPUTS: FormInput[] = [
  { name: 'req', type: 'text', validationObject: { required: true } },
  { name: 'num', type: 'number' },
  { name: 'str', type: 'text' },
  { name: 'short', type: 'text', validationObject: { min: 3 } },
  { name: 'long', type: 'text', validationObject: { max: 5 } },
  { name: 'small', type: 'number', validationObject: { min: 10 } },
  { name: 'email', type: 'email' },
  { name: 'digits', type: 'text', validationObject: { type: 'numeric' } },
  { name: 'day', type: 'date' },
  { name: 'at', type: 'time' },
  { name: 'when', type: 'datetime-local' },
  { name: 'site', type: 'text', validationObject: { url: true } },
  { name: 'host', type: 'text', validationObject: { domain: true } },
  { name: 'tint', type: 'color' },
  { name: 'secret', type: 'password' },
  { name: 'tags', type: 'array' },
  { name: 'labels', type: 'array' },
  { name: 'palette', type: 'colors' },
  { name: 'photo', type: 'file' },
  { name: 'photos', type: 'files' },
  { name: 'path', type: 'text', validationObject: { path: true } },
  { name: 'template', type: 'text', validationObject: { templatePath: true } },
  { name: 'manage', type: 'text', validationObject: { systemPath: true } },
  { name: 'route', type: 'text', validationObject: { preventSystemPath: true } },
  { name: 'agree', type: 'checkbox' },
];

export const VALID = {
  req: 'Hello',
  num: 4,
  str: 'text',
  short: 'abcd',
  long: 'abc',
  small: 12,
  email: 'ann@example.org',
  digits: '12345',
  day: '2026-11-22',
  at: '10:30',
  when: '2026-11-22T10:30',
  site: 'https://example.org/page',
  host: 'example.org',
  tint: '#336699',
  secret: 'Str0ng!pass',
  tags: 'red,blue',
  labels: ['a', 'b'],
  palette: [{ hex: '#112233', value: 'ink', label: 'Ink' }],
  path: '/about-us',
  template: '/dynamic-content/all/products',
  manage: '/manage/things',
  route: '/shop',
  agree: true,
};

export let png: Buffer;

/** What the form's ALTCHA widget posts: our server's challenge, solved (the real difficulty: about a second). */
export const solvedToken = () => solvedAltchaToken(t);

export type FilePart = { field: string; name: string; type: string; bytes: Uint8Array | Buffer };

export function multipart(data: unknown, options: { formId?: string; siteId?: string; collection?: string; files?: FilePart[]; raw?: string } = {}): FormData {
  const form = new FormData();
  form.append('data', options.raw ?? JSON.stringify(data));
  form.append('rules', JSON.stringify({ req: 'string' }));
  if (options.formId) form.append('formId', options.formId);
  if (options.siteId) form.append('siteId', options.siteId);
  if (options.collection) form.append('collection', options.collection);
  for (const file of options.files ?? []) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

export const send = (url: string, body: FormData, role: SiteRole | null, method = 'POST') => t.request(url, { method, body, cookie: role ? roles.cookies[role] : undefined });

/** What the data calls answer; a record's values are read as text here (the assertions compare them). */
export interface Answer {
  data: Record<string, string> & { id: string; photo: string; created_at: string; updated_at: string };
  error?: string | null;
  message?: string;
  validationErrors?: Record<string, string[]> | null;
  pathError?: string;
}

export async function json(response: Response, status: number): Promise<Answer> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as Answer;
}

export const recordCount = async (name: string) => Number((await t.deps.database.db.select({ n: count() }).from(document).where(eq(document.collection, name)))[0]!.n);
export const mediaCount = async () => Number((await t.deps.database.db.select({ n: count() }).from(media))[0]!.n);

export async function storedFileCount(): Promise<number> {
  const root = path.resolve(t.deps.env.DATA_DIR, 'media');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).length;
}

/** A visitor's form values that pass the honeypot and timing checks. */
export const human = (data: Record<string, unknown>) => ({ ...data, _form_start_time: Date.now() - 5_000, _hp_website: '' });

/** One app per test file: the acme site and its roles, the rules and notes collections, a small PNG. */
export function setUpDataApi() {
  // Solving a real challenge takes about a second; some tests solve several.
  vi.setConfig({ testTimeout: 60_000 });
  beforeAll(async () => {
    t = await createTestApp();
    roles = await seedSiteRoles(t, { tag: 'data-api', site: { uniqueId: 'acme', title: 'Acme' }, otherSite: { uniqueId: 'other', title: 'Other' } });
    const { db } = t.deps.database;
    await db.insert(collection).values([
      { siteId: roles.siteId, name: 'rules', fields: RULES_INPUTS },
      { siteId: roles.siteId, name: 'notes', fields: [{ name: 'title', type: 'text', validationObject: { required: true } }, { name: 'body', type: 'textarea' }] },
    ]);
    png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } }).png().toBuffer();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });
}
