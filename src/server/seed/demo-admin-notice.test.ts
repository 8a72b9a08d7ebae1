import { describe, expect, it } from 'vitest';
import { demoAdminNotice } from './demo-admin-notice.ts';

describe('demoAdminNotice', () => {
  it('frames the sign-in address and the credentials, every row as wide as the frame', () => {
    const notice = demoAdminNotice('http://localhost:3000/auth/login', { email: 'admin@sitewright.local', password: 'Demo-ab9nS7l4fMTq-7a!' });
    const rows = notice.split('\n').filter((line) => line.trim() !== '');
    expect(rows[0]).toMatch(/^ {2}┌─+┐$/);
    expect(rows.at(-1)).toMatch(/^ {2}└─+┘$/);
    for (const row of rows) expect(row.length).toBe(rows[0]!.length);
    expect(notice).toContain('│   http://localhost:3000/auth/login ');
    expect(notice).toContain('│   password: Demo-ab9nS7l4fMTq-7a! ');
    expect(notice).toContain('│   email:    admin@sitewright.local ');
  });

  it('grows with a long address', () => {
    const url = `https://${'very-long-host.'.repeat(8)}example/auth/login`;
    const rows = demoAdminNotice(url, { email: 'a@b.c', password: 'x' }).split('\n').filter((line) => line.trim() !== '');
    expect(rows[0]!.length).toBe(url.length + 2 + 4 + 2);
    for (const row of rows) expect(row.length).toBe(rows[0]!.length);
  });
});
