import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env.ts';
import { readJsonObject } from '#server/http/errors.ts';
import { requireUser } from '#server/http/require-user.ts';
import * as rules from './manage-shop-rules.ts';

// A site's shop rules for its owners (decision 065), under /api/sites/:uniqueId beside its payment
// settings: shipping zones and their rates, tax settings and rates, discount codes.
export const shopRulesRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/:uniqueId/shipping-zones', async (c) => c.json({ data: await rules.listZones(c.get('deps').database.db, c.get('user')!, c.req.param('uniqueId')), error: null }))
  .post('/:uniqueId/shipping-zones', async (c) => c.json({ zone: await rules.createZone(c.get('deps').database.db, c.get('user')!, c.req.param('uniqueId'), await readJsonObject(c)), error: null }, 201))
  .put('/:uniqueId/shipping-zones/:zoneId', async (c) =>
    c.json({ zone: await rules.updateZone(c.get('deps').database.db, c.get('user')!, c.req.param('uniqueId'), c.req.param('zoneId'), await readJsonObject(c)), error: null }),
  )
  .delete('/:uniqueId/shipping-zones/:zoneId', async (c) => {
    await rules.deleteZone(c.get('deps').database.db, c.get('user')!, c.req.param('uniqueId'), c.req.param('zoneId'));
    return c.json({ deleted: true, error: null });
  })
  .post('/:uniqueId/shipping-zones/:zoneId/rates', async (c) =>
    c.json({ zone: await rules.createRate(c.get('deps').database.db, c.get('user')!, c.req.param('uniqueId'), c.req.param('zoneId'), await readJsonObject(c)), error: null }, 201),
  )
  .put('/:uniqueId/shipping-zones/:zoneId/rates/:rateId', async (c) =>
    c.json({ zone: await rules.updateRate(c.get('deps').database.db, c.get('user')!, c.req.param('uniqueId'), c.req.param('zoneId'), c.req.param('rateId'), await readJsonObject(c)), error: null }),
  )
  .delete('/:uniqueId/shipping-zones/:zoneId/rates/:rateId', async (c) =>
    c.json({ zone: await rules.deleteRate(c.get('deps').database.db, c.get('user')!, c.req.param('uniqueId'), c.req.param('zoneId'), c.req.param('rateId')), error: null }),
  )
  .get('/:uniqueId/taxes', async (c) => c.json({ ...(await rules.listTaxes(c.get('deps').database.db, c.get('user')!, c.req.param('uniqueId'))), error: null }))
  .put('/:uniqueId/taxes/settings', async (c) => c.json({ settings: await rules.saveTaxSettings(c.get('deps').database.db, c.get('user')!, c.req.param('uniqueId'), await readJsonObject(c)), error: null }))
  .post('/:uniqueId/taxes/rates', async (c) => c.json({ rate: await rules.createTaxRate(c.get('deps').database.db, c.get('user')!, c.req.param('uniqueId'), await readJsonObject(c)), error: null }, 201))
  .put('/:uniqueId/taxes/rates/:rateId', async (c) =>
    c.json({ rate: await rules.updateTaxRate(c.get('deps').database.db, c.get('user')!, c.req.param('uniqueId'), c.req.param('rateId'), await readJsonObject(c)), error: null }),
  )
  .delete('/:uniqueId/taxes/rates/:rateId', async (c) => {
    await rules.deleteTaxRate(c.get('deps').database.db, c.get('user')!, c.req.param('uniqueId'), c.req.param('rateId'));
    return c.json({ deleted: true, error: null });
  })
  .get('/:uniqueId/discount-codes', async (c) => c.json({ data: await rules.listCodes(c.get('deps').database.db, c.get('user')!, c.req.param('uniqueId')), error: null }))
  .post('/:uniqueId/discount-codes', async (c) => c.json({ code: await rules.createCode(c.get('deps').database.db, c.get('user')!, c.req.param('uniqueId'), await readJsonObject(c)), error: null }, 201))
  .put('/:uniqueId/discount-codes/:codeId', async (c) =>
    c.json({ code: await rules.updateCode(c.get('deps').database.db, c.get('user')!, c.req.param('uniqueId'), c.req.param('codeId'), await readJsonObject(c)), error: null }),
  )
  .delete('/:uniqueId/discount-codes/:codeId', async (c) => {
    await rules.deleteCode(c.get('deps').database.db, c.get('user')!, c.req.param('uniqueId'), c.req.param('codeId'));
    return c.json({ deleted: true, error: null });
  });
