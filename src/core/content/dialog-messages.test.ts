import { describe, expect, it } from 'vitest';
import { createPageTitle, pageCreatedMessage, REVALIDATE_ALL_DONE } from './dialog-messages.ts';

describe('dialog messages', () => {
  it('name pages and templates', () => {
    expect(pageCreatedMessage('page')).toBe('Page created');
    expect(pageCreatedMessage('template')).toBe('Template created');
    expect(createPageTitle('page')).toBe('Create Page');
    expect(createPageTitle('template')).toBe('Create Dynamic Page');
    expect(REVALIDATE_ALL_DONE).toBe('All pages revalidated');
  });
});
