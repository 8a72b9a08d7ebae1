import { Hono, type Context } from 'hono';
import { checkSavedAddress, SAVED_ADDRESS_INVALID, SAVED_ADDRESS_NOT_FOUND, type SavedAddressInput } from '#core/shop/saved-address.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { HttpError, readJsonObject, type ValidationErrors } from '#server/http/errors.ts';
import { isUuid } from '#server/http/ids.ts';
import { requireUser } from '#server/http/require-user.ts';
import { ACCOUNT_SITE_PARAM, ACCOUNT_SITE_PARAM_INVALID } from '#server/shared/listing/account-site-param.ts';
import { resolveScope } from '#server/shared/listing/list-scope.ts';
import { createSavedAddress, deleteSavedAddress, listSavedAddresses, makeDefaultSavedAddress, updateSavedAddress, type Owner } from './saved-addresses.public.ts';

type C = Context<AppEnv>;

/** The signed-in shopper and the shop of `?site=`: whose addresses every call reads and writes. */
async function ownerOf(c: C): Promise<Owner> {
  const siteParam = c.req.query('site') ?? '';
  if (!ACCOUNT_SITE_PARAM.test(siteParam)) throw new HttpError(400, ACCOUNT_SITE_PARAM_INVALID);
  const shop = (await resolveScope(c.get('deps').database.db, siteParam)).site!;
  return { userId: c.get('user')!.id, siteId: shop.id };
}

async function readInput(c: C): Promise<{ input: SavedAddressInput; makeDefault: boolean }> {
  const body = await readJsonObject(c);
  const { input, errors } = checkSavedAddress(body);
  if (!input) throw new HttpError(400, Object.values(errors)[0]?.[0] ?? SAVED_ADDRESS_INVALID, errors as ValidationErrors);
  return { input, makeDefault: body.isDefault === true };
}

/** :id when it is an id at all; anything else is found nowhere (404, as another shopper's). */
function addressId(c: C): string {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw new HttpError(404, SAVED_ADDRESS_NOT_FOUND);
  return id;
}

/**
 * GET, POST /api/account/addresses?site=, PUT, DELETE /api/account/addresses/:id?site= and
 * POST /api/account/addresses/:id/default?site=: the signed-in shopper's own saved addresses in that
 * shop (decision 056). Another shopper's or another shop's address is a 404.
 */
export const accountAddressRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/addresses', async (c) => c.json({ addresses: await listSavedAddresses(c.get('deps').database.db, await ownerOf(c)) }))
  .post('/addresses', async (c) => {
    const owner = await ownerOf(c);
    const { input, makeDefault } = await readInput(c);
    return c.json({ address: await createSavedAddress(c.get('deps').database.db, owner, input, makeDefault) }, 201);
  })
  .put('/addresses/:id', async (c) => {
    const owner = await ownerOf(c);
    const id = addressId(c);
    const { input } = await readInput(c);
    const address = await updateSavedAddress(c.get('deps').database.db, owner, id, input);
    if (!address) throw new HttpError(404, SAVED_ADDRESS_NOT_FOUND);
    return c.json({ address });
  })
  .delete('/addresses/:id', async (c) => {
    const owner = await ownerOf(c);
    if (!(await deleteSavedAddress(c.get('deps').database.db, owner, addressId(c)))) throw new HttpError(404, SAVED_ADDRESS_NOT_FOUND);
    return c.json({ deleted: true });
  })
  .post('/addresses/:id/default', async (c) => {
    const owner = await ownerOf(c);
    const { db } = c.get('deps').database;
    if (!(await makeDefaultSavedAddress(db, owner, addressId(c)))) throw new HttpError(404, SAVED_ADDRESS_NOT_FOUND);
    return c.json({ addresses: await listSavedAddresses(db, owner) });
  });
