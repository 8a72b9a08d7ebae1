import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { SAVED_ADDRESSES_FULL, SAVED_ADDRESSES_MAX, sameAddress, type SavedAddress, type SavedAddressInput } from '#core/shop/saved-address.ts';
import type { Db } from '#server/db/client.ts';
import { savedAddress, user } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';

// A shopper's saved addresses in one shop (decision 056): every read and write names the user and
// the site, so another shopper's or another shop's address is never found.

type Row = typeof savedAddress.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export interface Owner {
  userId: string;
  siteId: string;
}

const mine = (owner: Owner) => and(eq(savedAddress.userId, owner.userId), eq(savedAddress.siteId, owner.siteId));

function answerOf(row: Row): SavedAddress {
  const { id, label, name, phone, line1, line2, city, postalCode, country, isDefault, updatedAt } = row;
  return { id, label, name, phone, line1, line2, city, postalCode, country, isDefault, updatedAt: updatedAt.toISOString() };
}

const inputOf = (row: Row): SavedAddressInput => ({ label: row.label, name: row.name, phone: row.phone, line1: row.line1, line2: row.line2, city: row.city, postalCode: row.postalCode, country: row.country });

/** The default first, then the newest. */
export async function listSavedAddresses(db: Db | Tx, owner: Owner): Promise<SavedAddress[]> {
  const rows = await db.select().from(savedAddress).where(mine(owner)).orderBy(desc(savedAddress.isDefault), desc(savedAddress.createdAt), asc(savedAddress.id));
  return rows.map(answerOf);
}

/** Takes the shopper's row lock: two saves at once cannot both pass the bound. */
async function lockOwner(tx: Tx, owner: Owner): Promise<Row[]> {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, owner.userId)).for('update');
  return tx.select().from(savedAddress).where(mine(owner));
}

async function insertAddress(tx: Tx, owner: Owner, input: SavedAddressInput, isDefault: boolean): Promise<Row> {
  const [row] = await tx.insert(savedAddress).values({ ...owner, ...input, isDefault }).returning();
  return row!;
}

/** Saves a new address (the first one becomes the default); 409 with the bound's message when full. */
export async function createSavedAddress(db: Db, owner: Owner, input: SavedAddressInput, makeDefault: boolean): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    const rows = await lockOwner(tx, owner);
    if (rows.length >= SAVED_ADDRESSES_MAX) throw new HttpError(409, SAVED_ADDRESSES_FULL);
    const isDefault = makeDefault || rows.length === 0;
    if (isDefault) await tx.update(savedAddress).set({ isDefault: false }).where(and(mine(owner), eq(savedAddress.isDefault, true)));
    return answerOf(await insertAddress(tx, owner, input, isDefault));
  });
}

/** Checkout's "save this address": kept unless the same one is already saved or the shop's list is full. */
export async function saveCheckoutAddress(db: Db, owner: Owner, input: SavedAddressInput): Promise<'saved' | 'known' | 'full'> {
  return db.transaction(async (tx) => {
    const rows = await lockOwner(tx, owner);
    if (rows.some((row) => sameAddress(inputOf(row), input))) return 'known';
    if (rows.length >= SAVED_ADDRESSES_MAX) return 'full';
    await insertAddress(tx, owner, input, rows.length === 0);
    return 'saved';
  });
}

/** Rewrites one of the shopper's addresses; null when it is not theirs in this shop. */
export async function updateSavedAddress(db: Db, owner: Owner, id: string, input: SavedAddressInput): Promise<SavedAddress | null> {
  const [row] = await db.update(savedAddress).set({ ...input, updatedAt: new Date() }).where(and(mine(owner), eq(savedAddress.id, id))).returning();
  return row ? answerOf(row) : null;
}

/** Deletes one; when it was the default, the newest left becomes the default. False when not theirs. */
export async function deleteSavedAddress(db: Db, owner: Owner, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(savedAddress).where(and(mine(owner), eq(savedAddress.id, id))).returning({ isDefault: savedAddress.isDefault });
    if (!gone) return false;
    if (gone.isDefault) {
      const newest = tx.select({ id: savedAddress.id }).from(savedAddress).where(mine(owner)).orderBy(desc(savedAddress.createdAt), asc(savedAddress.id)).limit(1);
      await tx.update(savedAddress).set({ isDefault: true }).where(eq(savedAddress.id, sql`(${newest})`));
    }
    return true;
  });
}

/** Makes one the default (the others not); false when not theirs. */
export async function makeDefaultSavedAddress(db: Db, owner: Owner, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ id: savedAddress.id }).from(savedAddress).where(and(mine(owner), eq(savedAddress.id, id))).for('update');
    if (!target) return false;
    await tx.update(savedAddress).set({ isDefault: false }).where(and(mine(owner), eq(savedAddress.isDefault, true)));
    await tx.update(savedAddress).set({ isDefault: true, updatedAt: new Date() }).where(eq(savedAddress.id, id));
    return true;
  });
}
