import { describe, expect, it } from 'vitest';
import { siteOutbox } from '../paths/routes.ts';
import { OUTBOX_API, isRetryable, outboxRetryApi } from './outbox.ts';

describe('outbox', () => {
  it('may send failed and stored mail again, never sent or queued mail', () => {
    expect(['failed', 'stored', 'sent', 'queued'].filter((s) => isRetryable(s as never))).toEqual(['failed', 'stored']);
  });

  it('names its API and screens', () => {
    expect(outboxRetryApi('a/b')).toBe(`${OUTBOX_API}/a%2Fb/retry`);
    expect(siteOutbox('acme')).toBe('/dashboard/sites/site-acme/outbox');
  });
});
