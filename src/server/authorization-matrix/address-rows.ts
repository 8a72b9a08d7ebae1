import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { savedAddress } from '#server/db/schema.ts';
import { createVictim } from './account-fixtures.ts';
import { acmeId, type Cell, defineCase, type Row, sendJson, SIGNED_IN, SIGNED_IN_REFUSED, t } from './matrix-kit.ts';

// ---- A shopper's saved addresses (src/server/modules/addresses/routes.ts): each user only ever their own ----

const ADDRESS = { name: 'Matrix Buyer', line1: '1 Matrix Road', city: 'Matrix', postalCode: '10001', country: 'US' };

/** An acme address of the cell's own user, or (anonymous, or `victim`) of another user. */
async function insertAddress(cell: Cell, victim = false): Promise<string> {
  const userId = cell.actor && !victim ? cell.actor.userId : (await createVictim()).id;
  const [row] = await t.deps.database.db.insert(savedAddress).values({ ...ADDRESS, userId, siteId: acmeId }).returning({ id: savedAddress.id });
  return row!.id;
}

async function addressRow(id: string) {
  const [row] = await t.deps.database.db.select({ city: savedAddress.city, isDefault: savedAddress.isDefault }).from(savedAddress).where(eq(savedAddress.id, id));
  return row ?? null;
}

/** Rewrite, delete and make default: on the caller's own address (any signed-in user), on another user's (nobody: 404). */
function ownAndOthers(route: string, name: string, act: (cell: Cell, id: string) => Promise<Response>, changed: (id: string) => Promise<boolean>): Row {
  return {
    route,
    cases: [
      defineCase({
        name: `${name} the caller's own acme address`,
        expect: SIGNED_IN,
        arrange: (cell) => insertAddress(cell),
        act,
        verify: async (_cell, id: string, { allowed }) => expect(await changed(id)).toBe(allowed),
      }),
      defineCase({
        name: `${name} another user's acme address`,
        expect: SIGNED_IN_REFUSED(404),
        arrange: (cell) => insertAddress(cell, true),
        act,
        verify: async (_cell, id: string) => expect(await changed(id)).toBe(false),
      }),
    ],
  };
}

export const ADDRESS_ROWS: Row[] = [
  {
    route: 'POST /api/account/addresses',
    cases: [
      defineCase({
        name: 'saves an address to the caller’s own list at acme',
        expect: SIGNED_IN,
        act: (cell) => sendJson(cell, '/api/account/addresses?site=acme', { ...ADDRESS, label: cell.id.slice(0, 40) }),
        verify: async (cell, _s, { allowed }) => {
          const rows = await t.deps.database.db.select({ userId: savedAddress.userId }).from(savedAddress).where(eq(savedAddress.label, cell.id.slice(0, 40)));
          expect(rows).toEqual(allowed ? [{ userId: cell.actor!.userId }] : []);
        },
      }),
    ],
  },
  ownAndOthers(
    'PUT /api/account/addresses/:id',
    'rewrites',
    (cell, id) => sendJson(cell, `/api/account/addresses/${id}?site=acme`, { ...ADDRESS, city: 'Rewritten' }, 'PUT'),
    async (id) => (await addressRow(id))?.city === 'Rewritten',
  ),
  ownAndOthers('DELETE /api/account/addresses/:id', 'deletes', (cell, id) => sendJson(cell, `/api/account/addresses/${id}?site=acme`, {}, 'DELETE'), async (id) => (await addressRow(id)) === null),
  ownAndOthers(
    'POST /api/account/addresses/:id/default',
    'makes default',
    (cell, id) => sendJson(cell, `/api/account/addresses/${id}/default?site=acme`, {}),
    async (id) => (await addressRow(id))?.isDefault === true,
  ),
];
