import { expect, it } from 'vitest';
import { isUuid } from './ids.ts';

it('isUuid accepts a row id in either case and refuses anything PostgreSQL would not compare with a uuid column', () => {
  const id = crypto.randomUUID();
  expect(isUuid(id)).toBe(true);
  expect(isUuid(id.toUpperCase())).toBe(true);
  for (const value of ['', 'abc', `${id}x`, ` ${id}`, id.replace(/-/g, ''), 'site-acme']) expect(isUuid(value)).toBe(false);
});
