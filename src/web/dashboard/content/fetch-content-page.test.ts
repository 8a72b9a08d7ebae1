import { describe, expect, it } from 'vitest';
import { ContentListError, fetchContentPage } from './fetch-content-page.ts';
import { listItemKey } from './list-item-key.ts';

const answer = (status: number, body: unknown) => async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

describe('fetchContentPage (spec 2 §7: data or items; pagination.total or totalUserData)', () => {
  it('reads data and pagination.total', async () => {
    await expect(fetchContentPage('/x', { page: 0, limit: 24, fetcher: answer(200, { data: [{ id: 'a' }, null, 3], pagination: { total: 9 } }) })).resolves.toEqual({
      items: [{ id: 'a' }],
      total: 9,
    });
  });

  it('reads items and totalUserData, or counts what it has seen', async () => {
    await expect(fetchContentPage('/x', { page: 0, limit: 24, fetcher: answer(200, { items: [{ id: 'a' }], totalUserData: 5 }) })).resolves.toEqual({ items: [{ id: 'a' }], total: 5 });
    await expect(fetchContentPage('/x', { page: 2, limit: 10, fetcher: answer(200, { items: [{ id: 'a' }] }) })).resolves.toEqual({ items: [{ id: 'a' }], total: 21 });
  });

  it("throws the server's error text, or says what failed", async () => {
    await expect(fetchContentPage('/x', { page: 0, limit: 24, fetcher: answer(403, { error: 'Forbidden here' }) })).rejects.toMatchObject({ message: 'Forbidden here', status: 403 });
    await expect(fetchContentPage('/x', { page: 0, limit: 24, fetcher: answer(502, '<html>') })).rejects.toThrow('HTTP 502');
    await expect(
      fetchContentPage('/x', {
        page: 0,
        limit: 24,
        fetcher: async () => {
          throw new TypeError('offline');
        },
      }),
    ).rejects.toBeInstanceOf(ContentListError);
  });
});

describe('listItemKey', () => {
  it('keys built-in colours by value and built-in icons by set and name', () => {
    expect(listItemKey('color', { id: null, value: 'red-500' })).toBe('red-500');
    expect(listItemKey('icon', { set: 'fa', iconName: 'FaLeaf' })).toBe('fa:FaLeaf');
    expect(listItemKey('icon', { id: 'u1', set: 'custom', iconName: 'x' })).toBe('u1');
    expect(listItemKey('site', { id: 'abc', unique_id: 'abc' })).toBe('abc');
  });
});
