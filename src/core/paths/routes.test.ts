import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_LOGOUT,
  ACCOUNT_PROFILE,
  AUTH_SIGNIN,
  AUTH_SIGNOUT,
  CREATE_SUFFIX,
  DASHBOARD,
  DASHBOARD_SITES,
  DATA,
  DEFAULT_SITE_PAGE_PATHS,
  DYNAMIC_CONTENT,
  DYNAMIC_CONTENT_ALL,
  DYNAMIC_CONTENT_MANAGE,
  DYNAMIC_CONTENT_TEMPLATE_ROOTS,
  DYNAMIC_CONTENT_VIEW,
  EDIT_SUFFIX,
  editPath,
  LOGIN,
  MANAGE,
  MANAGE_DYNAMIC_CONTENT,
  MANAGE_PAGES,
  MANAGE_REVALIDATE,
  PRICING,
  REVALIDATE_ALL_SITE_PAGES,
  SIGNUP,
  siteDashboard,
  siteSettings,
  UPDATE_PASSWORD,
  VIEW_DRAFT,
} from './routes.ts';

describe('route constants (spec 1 §2)', () => {
  it('match the spec table', () => {
    expect(DASHBOARD).toBe('/dashboard');
    expect(DASHBOARD_SITES).toBe('/dashboard/sites');
    expect(siteDashboard('abc')).toBe('/dashboard/sites/site-abc');
    expect(siteSettings('abc')).toBe('/dashboard/sites/site-abc/settings');
    expect(LOGIN).toBe('/auth/login');
    expect(SIGNUP).toBe('/auth/signup');
    expect(UPDATE_PASSWORD).toBe('/auth/update-password');
    expect(PRICING).toBe('/billing/subscriptions/pricing');
    expect(AUTH_SIGNIN).toBe('/api/auth/signin');
    expect(AUTH_SIGNOUT).toBe('/api/auth/signout');
    expect(ACCOUNT_PROFILE).toBe('/account/profile');
    expect(ACCOUNT_LOGOUT).toBe('/account/logout');
    expect(MANAGE).toBe('/manage');
    expect(MANAGE_PAGES).toBe('/manage/pages');
    expect(MANAGE_DYNAMIC_CONTENT).toBe('/manage/dynamic-content');
    expect(MANAGE_REVALIDATE).toBe('/manage/revalidate');
    expect(DYNAMIC_CONTENT).toBe('/dynamic-content');
    expect(DYNAMIC_CONTENT_ALL).toBe('/dynamic-content/all');
    expect(DYNAMIC_CONTENT_VIEW).toBe('/dynamic-content/view');
    expect(DYNAMIC_CONTENT_MANAGE).toBe('/dynamic-content/manage');
    expect([...DYNAMIC_CONTENT_TEMPLATE_ROOTS].sort()).toEqual(
      ['/dynamic-content/all', '/dynamic-content/manage', '/dynamic-content/view'].sort(),
    );
    expect(VIEW_DRAFT).toBe('/view-draft');
    expect(EDIT_SUFFIX).toBe('/edit');
    expect(DATA).toBe('/data');
    expect(CREATE_SUFFIX).toBe('/create');
    expect(REVALIDATE_ALL_SITE_PAGES).toBe('/revalidate-all-site-pages');
    expect([...DEFAULT_SITE_PAGE_PATHS]).toEqual(['/homepage', '/404']);
  });

  it('builds edit paths', () => {
    expect(editPath('/about')).toBe('/about/edit');
    expect(editPath('/site-abc/about/')).toBe('/site-abc/about/edit');
    expect(editPath('/')).toBe('/edit');
    expect(editPath('')).toBe('/edit');
  });
});
