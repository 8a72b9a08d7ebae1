import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { siteDomainOf } from '#core/sites/custom-domain.ts';
import { isUniqueViolation } from './unique-violation.ts';

// Migration 0001 on a database that already has sites: the backfill of `domain` from `url`.

interface Raw {
  query(text: string): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

let db: Raw;

async function openRaw(): Promise<Raw> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const client = new PGlite({ extensions: { pg_trgm } });
    return { query: (text) => client.query(text), close: () => client.close() };
  }
  const name = `sw_mig_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    query: (text) => client.query(text),
    async close() {
      await client.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function applyMigration(tag: string) {
  const text = readFileSync(fileURLToPath(new URL(`./migrations/${tag}.sql`, import.meta.url)), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await db.query(statement);
}

beforeAll(async () => {
  db = await openRaw();
  await applyMigration('0000_init');
  // id, url, created_at: what sites saved before domains were unique may hold.
  const sites: [string, string | null, string][] = [
    ['00000000-0000-0000-0000-00000000000a', 'https://Shop.Example.com/path', '2024-01-01'],
    ['00000000-0000-0000-0000-00000000000b', 'http://shop.example.com:8080', '2024-02-01'],
    ['00000000-0000-0000-0000-00000000000c', 'https://user@Other.Example.org?x=1', '2024-01-01'],
    ['00000000-0000-0000-0000-00000000000e', 'https://tie.example.com', '2024-03-01'],
    ['00000000-0000-0000-0000-00000000000d', 'https://TIE.example.com/', '2024-03-01'],
    ['00000000-0000-0000-0000-000000000001', 'http://localhost:3000', '2024-01-01'],
    ['00000000-0000-0000-0000-000000000002', 'https://app.localhost', '2024-01-01'],
    ['00000000-0000-0000-0000-000000000003', 'http://127.0.0.1/', '2024-01-01'],
    ['00000000-0000-0000-0000-000000000004', 'http://[::1]:3000', '2024-01-01'],
    ['00000000-0000-0000-0000-000000000005', null, '2024-01-01'],
  ];
  const values = sites.map(([id, url, at], i) => `('${id}', 's${i}', 'Site ${i}', ${url === null ? 'null' : `'${url}'`}, '${at}')`);
  await db.query(`INSERT INTO "site" ("id", "unique_id", "title", "url", "created_at") VALUES ${values.join(', ')}`);
  await applyMigration('0001_site_domain');
});
afterAll(async () => {
  await db?.close();
});

const domains = async () =>
  Object.fromEntries((await db.query('SELECT "url", "domain" FROM "site" ORDER BY "id"')).rows.map((r) => [String(r.url), r.domain]));

it('backfills the lower-case hostname; the oldest site (then the lowest id) keeps a shared domain', async () => {
  expect(await domains()).toEqual({
    'https://Shop.Example.com/path': 'shop.example.com',
    'http://shop.example.com:8080': null,
    'https://user@Other.Example.org?x=1': 'other.example.org',
    'https://TIE.example.com/': 'tie.example.com',
    'https://tie.example.com': null,
    'http://localhost:3000': null,
    'https://app.localhost': null,
    'http://127.0.0.1/': null,
    'http://[::1]:3000': null,
    null: null,
  });
});

it('derives the same domain the server does on save', async () => {
  for (const [url, domain] of Object.entries(await domains())) if (domain !== null) expect(siteDomainOf(url)).toBe(domain);
});

it('refuses a second site on a taken domain', async () => {
  const error = await db
    .query(`INSERT INTO "site" ("unique_id", "title", "url", "domain") VALUES ('late', 'Late', 'https://shop.example.com', 'shop.example.com')`)
    .catch((e: unknown) => e);
  expect(isUniqueViolation(error, 'site_domain_unique')).toBe(true);
});

// Migration 0017 on the same sites: domains saved before proofs keep serving (decision 037).
it('keeps every existing domain serving as a legacy claim with a token of its own; sites without one stay without', async () => {
  await applyMigration('0017_site_domain_verification');
  const rows = (await db.query('SELECT "domain", "domain_token", "domain_verified_at", "domain_proof" FROM "site" WHERE "unique_id" <> \'late\' ORDER BY "id"')).rows;
  const claimed = rows.filter((r) => r.domain !== null);
  expect(claimed.map((r) => r.domain).sort()).toEqual(['other.example.org', 'shop.example.com', 'tie.example.com']);
  for (const row of claimed) {
    expect(row).toMatchObject({ domain_proof: 'legacy', domain_verified_at: expect.any(Date) });
    expect(row.domain_token).toMatch(/^[0-9a-f]{32}$/);
  }
  expect(new Set(claimed.map((r) => r.domain_token)).size).toBe(3);
  for (const row of rows.filter((r) => r.domain === null)) expect(row).toMatchObject({ domain_token: null, domain_verified_at: null, domain_proof: null });
});

it('lets many sites claim a domain pending, and only one have it verified', async () => {
  await db.query(`INSERT INTO "site" ("unique_id", "title", "domain", "domain_token") VALUES ('pending1', 'P1', 'shop.example.com', 'a'), ('pending2', 'P2', 'shop.example.com', 'b')`);
  const error = await db
    .query(`INSERT INTO "site" ("unique_id", "title", "domain", "domain_token", "domain_verified_at", "domain_proof") VALUES ('second', 'S', 'shop.example.com', 'c', now(), 'dns')`)
    .catch((e: unknown) => e);
  expect(isUniqueViolation(error, 'site_domain_verified_unique')).toBe(true);
});
