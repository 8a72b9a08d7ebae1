import { getAuthTables } from 'better-auth/db';
import { admin, twoFactor } from 'better-auth/plugins';
import { passkey } from '@better-auth/passkey';
import { getTableColumns, getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from './schema.ts';

// Our hand-written Better Auth tables must hold every field Better Auth (with our plugins) expects.
describe('Better Auth schema', () => {
  const expected = getAuthTables({ plugins: [admin(), twoFactor(), passkey()], rateLimit: { storage: 'database' } });
  const tables: Record<string, Parameters<typeof getTableColumns>[0]> = {
    user: schema.user,
    session: schema.session,
    account: schema.account,
    verification: schema.verification,
    rateLimit: schema.rateLimit,
    twoFactor: schema.twoFactor,
    passkey: schema.passkey,
  };

  it('covers every table Better Auth expects', () => {
    expect(Object.keys(tables).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.keys(tables))('%s has every expected field, with the same required-ness', (model) => {
    const table = tables[model]!;
    const columns = getTableColumns(table);
    const fields = expected[model]!.fields;
    for (const [field, attributes] of Object.entries(fields)) {
      const column = columns[field as keyof typeof columns] as { notNull: boolean } | undefined;
      expect(column, `${getTableName(table)}.${field}`).toBeDefined();
      if (attributes.required) expect(column!.notNull, `${field} required`).toBe(true);
    }
  });
});
