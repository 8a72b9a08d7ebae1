import { describe, expect, it } from 'vitest';
import { CONTENT_PAGE_SIZE, MAX_LIST_PAGE_SIZE, MAX_SEARCH_LENGTH } from '#core/content/content-sources.ts';
import type { HttpError } from '#server/http/errors.ts';
import { MAX_FIELD_FILTERS, parseListQuery, readPaging, readSearch } from '#server/shared/listing/list-query.ts';

const SORT_FIELDS = ['created_at', 'updated_at', 'title'];
const parse = (query: Record<string, string>, filters = false) => parseListQuery(query, { sortFields: SORT_FIELDS, filters });
const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected an HttpError');
};

describe('parseListQuery', () => {
  it('has the contract defaults', () => {
    expect(parse({})).toEqual({
      limit: CONTENT_PAGE_SIZE,
      page: 0,
      sort: 'desc',
      sortField: 'created_at',
      search: '',
      siteId: null,
      includeTotalCount: false,
      filters: {},
    });
  });

  it('reads every parameter', () => {
    expect(parse({ limit: '10', page: '3', sort: 'ASC', sortField: 'title', searchQuery: '  shoes  ', siteId: ' acme ', includeTotalCount: 'true' })).toEqual({
      limit: 10,
      page: 3,
      sort: 'asc',
      sortField: 'title',
      search: 'shoes',
      siteId: 'acme',
      includeTotalCount: true,
      filters: {},
    });
  });

  it('refuses an unknown sortField with the allowed ones', () => {
    const error = failure(() => parse({ sortField: 'password' }));
    expect(error.status).toBe(400);
    expect(error.message).toBe("Unknown sortField 'password'. Allowed: created_at, updated_at, title.");
  });

  it('refuses a sort that is neither asc nor desc', () => {
    expect(failure(() => parse({ sort: 'sideways' })).status).toBe(400);
  });

  it('cuts long echoed input in messages', () => {
    expect(failure(() => parse({ sortField: 'x'.repeat(100) })).message).toContain(`'${'x'.repeat(40)}…'`);
  });

  it('turns other keys into field filters on data collections only', () => {
    expect(parse({ status: 'draft', category_2: 'shoes', page: '1' }, true).filters).toEqual({ status: 'draft', category_2: 'shoes' });
    expect(parse({ status: 'draft' }, false).filters).toEqual({});
  });

  it('refuses filter keys that are not plain identifiers, too many filters and over-long values', () => {
    expect(failure(() => parse({ "x') or 1=1 --": '1' }, true)).status).toBe(400);
    expect(failure(() => parse({ '1abc': '1' }, true)).status).toBe(400);
    expect(failure(() => parse({ ['a'.repeat(64)]: '1' }, true)).status).toBe(400);
    const many = Object.fromEntries(Array.from({ length: MAX_FIELD_FILTERS + 1 }, (_, i) => [`f${i}`, 'v']));
    expect(failure(() => parse(many, true)).message).toBe(`At most ${MAX_FIELD_FILTERS} field filters are allowed.`);
    expect(failure(() => parse({ f: 'v'.repeat(501) }, true)).status).toBe(400);
    expect(Object.keys(parse(Object.fromEntries(Array.from({ length: MAX_FIELD_FILTERS }, (_, i) => [`f${i}`, 'v'])), true).filters)).toHaveLength(MAX_FIELD_FILTERS);
  });
});

describe('readPaging', () => {
  it('clamps the limit to 1..max and floors it', () => {
    expect(readPaging({ limit: '0' }).limit).toBe(1);
    expect(readPaging({ limit: '-5' }).limit).toBe(1);
    expect(readPaging({ limit: '1000' }).limit).toBe(MAX_LIST_PAGE_SIZE);
    expect(readPaging({ limit: '12.9' }).limit).toBe(12);
    expect(readPaging({ limit: 'abc' }).limit).toBe(CONTENT_PAGE_SIZE);
    expect(readPaging({ limit: '' }).limit).toBe(CONTENT_PAGE_SIZE);
    expect(readPaging({ limit: '500' }, { fallback: 24, max: 1000 }).limit).toBe(500);
    expect(readPaging({}, { fallback: 12 }).limit).toBe(12);
  });

  it('reads the zero-based page; unreadable or negative is 0; absurd pages are capped', () => {
    expect(readPaging({ page: '2' }).page).toBe(2);
    expect(readPaging({ page: '-1' }).page).toBe(0);
    expect(readPaging({ page: 'x' }).page).toBe(0);
    expect(readPaging({ page: '1e12' }).page).toBe(100_000);
  });
});

describe('readSearch', () => {
  it('takes searchQuery, else search, trimmed and cut', () => {
    expect(readSearch({ searchQuery: ' a ', search: 'b' })).toBe('a');
    expect(readSearch({ search: ' b ' })).toBe('b');
    expect(readSearch({ search: 'x'.repeat(MAX_SEARCH_LENGTH + 10) })).toHaveLength(MAX_SEARCH_LENGTH);
    expect(readSearch({})).toBe('');
  });
});
