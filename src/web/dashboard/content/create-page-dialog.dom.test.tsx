// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CREATE_FROM_BLANK, REVALIDATE_ALL_DONE, REVALIDATE_ALL_FAILED } from '#core/content/dialog-messages.ts';
import { PAGE_PATH_TAKEN } from '#core/pages/page-form-rules.ts';
import { FIELD_REQUIRED, minLengthMessage, SYSTEM_PATH_FORBIDDEN, TEMPLATE_PATH_PREFIX } from '#core/rules/messages.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { ConfirmDialogProvider } from '#web/ui/confirm-dialog.tsx';
import { notify } from '#web/ui/toast.ts';
import { CreatePageDialog } from './create-page-dialog.tsx';
import { button, click, dialog, dialogTitle, fakeFetch, field, json, settle, typeInto, choose, withQueryClient } from '#web/testing/dialog-test-kit.ts';
import { RevalidateAllButton } from './revalidate-all-button.tsx';

vi.mock('#web/ui/toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const dom = setUpDomRoot();

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  if (vi.isMockFunction(window.open)) vi.mocked(window.open).mockRestore();
});

const TEMPLATES_URL = '/api/site_templates?limit=100&page=0&sort=asc&sortField=path&siteId=acme';

function render(kind: 'page' | 'template', fetch: ReturnType<typeof fakeFetch>) {
  vi.stubGlobal('fetch', fetch);
  const props = { onClose: vi.fn(), onCreated: vi.fn() };
  act(() => dom.root.render(withQueryClient(<CreatePageDialog open kind={kind} siteUniqueId="acme" {...props} />)));
  return props;
}

const body = (fetch: ReturnType<typeof fakeFetch>, method: string) => JSON.parse(String(fetch.mock.calls.find(([, init]) => init?.method === method)![1]!.body)) as Record<string, unknown>;

describe('CreatePageDialog', () => {
  it('renders nothing while closed', () => {
    act(() => dom.root.render(<CreatePageDialog open={false} kind="page" siteUniqueId="acme" onClose={() => {}} onCreated={() => {}} />));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('shows the page form rules under each field and sends nothing while they fail', async () => {
    const fetch = fakeFetch({});
    render('page', fetch);
    expect(dialogTitle()).toBe('Create Page');
    expect(() => field('Create from')).toThrow();
    await click(button('Create Page', dialog()));
    expect(field('Title').getAttribute('aria-invalid')).toBe('true');
    expect(dialog().textContent).toContain(FIELD_REQUIRED);
    await typeInto(field('Title'), 'About');
    await typeInto(field('Path'), '/');
    await click(button('Create Page', dialog()));
    expect(dialog().textContent).toContain(minLengthMessage(2));
    await typeInto(field('Path'), '/manage/x');
    await click(button('Create Page', dialog()));
    expect(dialog().textContent).toContain(SYSTEM_PATH_FORBIDDEN);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('creates a draft under the site prefix, toasts, and opens the editor in a new tab', async () => {
    const fetch = fakeFetch({
      'GET /api/editor/site-acme/about': () => json(200, { page: null, error: null }),
      'POST /api/editor': () => json(200, { page: {}, error: null }),
    });
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: null } as Window);
    const props = render('page', fetch);
    await typeInto(field('Title'), 'About');
    await typeInto(field('Description'), 'Who we are');
    await typeInto(field('Path'), '/about');
    await click(button('Create Page', dialog()));
    await settle();
    expect(body(fetch, 'POST')).toMatchObject({
      path: '/site-acme/about',
      pathWithNoSite: '/about',
      title: 'About',
      description: 'Who we are',
      is_template: false,
      draft: true,
      data: { root: { props: {} }, content: [] },
    });
    expect(notify.success).toHaveBeenCalledWith('Page created');
    expect(props.onCreated).toHaveBeenCalled();
    expect(props.onClose).toHaveBeenCalled();
    expect(open).toHaveBeenCalledWith('/site-acme/about/edit', '_blank');
  });

  it('refuses a path that already has a page instead of replacing its draft', async () => {
    const fetch = fakeFetch({ 'GET /api/editor/site-acme/about': () => json(200, { page: { data: {} }, error: null }) });
    render('page', fetch);
    await typeInto(field('Title'), 'About');
    await typeInto(field('Path'), '/about');
    await click(button('Create Page', dialog()));
    await settle();
    expect(dialog().textContent).toContain(PAGE_PATH_TAKEN);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("shows the server's validation errors under the fields", async () => {
    const fetch = fakeFetch({
      'GET /api/editor/site-acme/about': () => json(200, { page: null, error: null }),
      'POST /api/editor': () => json(400, { error: 'Please correct the page title or description.', validationErrors: { title: ['Server says no'] } }),
    });
    render('page', fetch);
    await typeInto(field('Title'), 'About');
    await typeInto(field('Path'), '/about');
    await click(button('Create Page', dialog()));
    await settle();
    expect(field('Title').getAttribute('aria-invalid')).toBe('true');
    expect(dialog().textContent).toContain('Server says no');
    expect(notify.error).toHaveBeenCalledWith('Please correct the page title or description.');
  });

  it("templates: keeps the dynamic-content rule and seeds the page from the template chosen in 'Create from'", async () => {
    const seed = { root: { props: {} }, content: [{ type: 'Heading', props: { id: 'Heading-1', text: 'Posts' } }] };
    const fetch = fakeFetch({
      [`GET ${TEMPLATES_URL}`]: () => json(200, { data: [{ id: 't1', title: 'All posts', path: '/site-acme/dynamic-content/all/posts' }] }),
      'GET /api/editor/site-acme/dynamic-content/view/posts': () => json(200, { page: null, error: null }),
      'GET /api/editor/site-acme/dynamic-content/all/posts': () => json(200, { page: { data: seed, draft: null }, error: null }),
      'POST /api/editor': () => json(200, { page: {}, error: null }),
    });
    vi.spyOn(window, 'open').mockReturnValue({ opener: null } as Window);
    render('template', fetch);
    await settle();
    expect(dialogTitle()).toBe('Create Dynamic Page');
    const source = field<HTMLSelectElement>('Create from');
    expect([...source.options].map((option) => option.textContent)).toEqual([CREATE_FROM_BLANK, 'All posts (/site-acme/dynamic-content/all/posts)']);
    await typeInto(field('Title'), 'Post view');
    await typeInto(field('Path'), '/posts');
    await click(button('Create Dynamic Page', dialog()));
    expect(dialog().textContent).toContain(TEMPLATE_PATH_PREFIX);
    await typeInto(field('Path'), '/dynamic-content/view/posts');
    await choose(source, '/site-acme/dynamic-content/all/posts');
    await click(button('Create Dynamic Page', dialog()));
    await settle();
    expect(body(fetch, 'POST')).toMatchObject({ path: '/site-acme/dynamic-content/view/posts', is_template: true, draft: true, data: seed });
    expect(notify.success).toHaveBeenCalledWith('Template created');
  });
});

describe('RevalidateAllButton', () => {
  function renderButton(fetch: ReturnType<typeof fakeFetch>, siteUniqueId: string | null = 'acme') {
    vi.stubGlobal('fetch', fetch);
    const onDone = vi.fn();
    act(() =>
      dom.root.render(
        withQueryClient(
          <ConfirmDialogProvider>
            <RevalidateAllButton siteUniqueId={siteUniqueId} onDone={onDone} />
          </ConfirmDialogProvider>,
        ),
      ),
    );
    return onDone;
  }

  it('asks first, then revalidates every page of the site', async () => {
    const fetch = fakeFetch({ 'POST /api/revalidate': () => json(200, { revalidated: true, scope: 'site' }) });
    const onDone = renderButton(fetch);
    await click(button('Revalidate All'));
    await click(button('Cancel', dialog()));
    expect(fetch).not.toHaveBeenCalled();
    await click(button('Revalidate All'));
    await click(button('OK', dialog()));
    await settle();
    expect(body(fetch, 'POST')).toEqual({ path: '/site-acme/revalidate-all-site-pages' });
    expect(notify.success).toHaveBeenCalledWith(REVALIDATE_ALL_DONE);
    expect(onDone).toHaveBeenCalled();
  });

  it("uses the platform's path without a site and toasts a failure", async () => {
    const fetch = fakeFetch({ 'POST /api/revalidate': () => json(500, {}) });
    const onDone = renderButton(fetch, null);
    await click(button('Revalidate All'));
    await click(button('OK', dialog()));
    await settle();
    expect(body(fetch, 'POST')).toEqual({ path: '/revalidate-all-site-pages' });
    expect(notify.error).toHaveBeenCalledWith(REVALIDATE_ALL_FAILED);
    expect(onDone).not.toHaveBeenCalled();
  });
});
