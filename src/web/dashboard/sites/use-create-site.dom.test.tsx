// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CREATE_SITE_COMPLETE_EVENT } from '#core/sites/events.ts';
import { SITE_CREATE_FAILED, SITE_CREATED, SITE_PAGES_PUBLISH_FAILED } from '#core/sites/messages.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { notify } from '#web/ui/toast.ts';
import type { SiteFormValues } from './create-site-request.ts';
import { useCreateSite, type CreateSiteState } from './use-create-site.ts';

vi.mock('#web/ui/toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const dom = setUpDomRoot();
const VALUES: SiteFormValues = { title: 'My site', description: '', image: '', language: 'en', sources: 'demo-content' };
const PAGES = ['/homepage', '/404'].map((p) => ({ path: `/site-abc${p}`, pathWithNoSite: p, title: p, description: '', is_template: false, data: {} }));

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Route = (url: string, init?: RequestInit) => Response | Promise<Response>;
function fakeFetch(routes: Record<string, Route>) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const route = routes[`${init?.method ?? 'GET'} ${url}`];
    if (!route) throw new Error(`unexpected ${url}`);
    return route(url, init);
  });
}

const happyRoutes = (publish: Route = () => json(200, { success: true })): Record<string, Route> => ({
  'POST /api/system_sites': () => json(201, { site: { unique_id: 'abc' }, error: null }),
  'GET /api/system_sites/abc/default-pages': () => json(200, { data: PAGES, error: null }),
  'POST /api/editor': publish,
});

function run(fetcher: ReturnType<typeof fakeFetch>, values = VALUES) {
  // The flow's calls go through the API client: the fake answers at the network edge.
  vi.stubGlobal('fetch', fetcher);
  const states: CreateSiteState[] = [];
  const onComplete = vi.fn();
  let submit: (v: SiteFormValues) => Promise<void> = async () => {};
  function Harness() {
    const flow = useCreateSite({ onComplete, wait: async () => {} });
    states.push(flow.state);
    submit = flow.submit;
    return null;
  }
  act(() => dom.root.render(<Harness />));
  return { states, onComplete, go: () => act(() => submit(values)) };
}

const distinct = (values: number[]) => values.filter((v, i) => v !== values[i - 1]);

describe('useCreateSite', () => {
  const events: unknown[] = [];
  const onEvent = (event: Event) => events.push((event as CustomEvent).detail);
  beforeEach(() => {
    vi.clearAllMocks();
    events.length = 0;
    window.addEventListener(CREATE_SITE_COMPLETE_EVENT, onEvent);
  });
  afterEach(() => window.removeEventListener(CREATE_SITE_COMPLETE_EVENT, onEvent));

  it('creates, publishes each default page in turn, announces and hands over the id', async () => {
    const fetcher = fakeFetch(happyRoutes());
    const { states, onComplete, go } = run(fetcher);
    await go();
    expect(distinct(states.map((s) => s.createProgress))).toEqual([0, 10, 30, 70, 90, 100]);
    expect(distinct(states.filter((s) => s.phase !== 'creating').map((s) => s.publishProgress))).toEqual([0, 25, 50, 75, 100]);
    expect(states.map((s) => s.pageMessage)).toContain('Publishing /homepage…');
    expect(fetcher.mock.calls.map(([url]) => String(url))).toEqual(['/api/system_sites', '/api/system_sites/abc/default-pages', '/api/editor', '/api/editor']);
    const published = fetcher.mock.calls.slice(2).map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
    expect(published.map((p) => [p.path, p.pathWithNoSite, p.is_template, p.is_system])).toEqual([
      ['/site-abc/homepage', '/homepage', false, false],
      ['/site-abc/404', '/404', false, false],
    ]);
    expect(vi.mocked(notify.success).mock.calls.map(([m]) => m)).toEqual([SITE_CREATED, 'Successfully published 2 pages']);
    expect(events).toEqual([{ unique_id: 'abc' }]);
    expect(onComplete).toHaveBeenCalledWith('abc');
  });

  it('moves the creation bar with the real requests: 90 only once the new site\'s pages are read', async () => {
    let seenWhenReading: number | null = null;
    let states: CreateSiteState[] = [];
    const fetcher = fakeFetch({
      ...happyRoutes(),
      'GET /api/system_sites/abc/default-pages': () => {
        seenWhenReading = states.at(-1)!.createProgress;
        return json(200, { data: PAGES, error: null });
      },
    });
    const flow = run(fetcher);
    states = flow.states;
    await flow.go();
    expect(seenWhenReading).toBe(70);
    expect(distinct(states.map((s) => s.createProgress))).toEqual([0, 10, 30, 70, 90, 100]);
  });

  it("publishes the site type's templates as templates", async () => {
    const template = { path: '/site-abc/dynamic-content/view/demo-posts', pathWithNoSite: '/dynamic-content/view/demo-posts', title: 'Journal post', description: '', is_template: true, data: {} };
    const fetcher = fakeFetch({ ...happyRoutes(), 'GET /api/system_sites/abc/default-pages': () => json(200, { data: [...PAGES, template], error: null }) });
    await run(fetcher).go();
    const published = fetcher.mock.calls.slice(2).map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
    expect(published.map((p) => [p.pathWithNoSite, p.is_template])).toEqual([
      ['/homepage', false],
      ['/404', false],
      ['/dynamic-content/view/demo-posts', true],
    ]);
    expect(notify.success).toHaveBeenLastCalledWith('Successfully published 3 pages');
  });

  it('reports some and all publish failures', async () => {
    let call = 0;
    await run(fakeFetch(happyRoutes(() => json(call++ === 0 ? 200 : 500, { error: 'boom' })))).go();
    expect(notify.error).toHaveBeenLastCalledWith('Published 1 pages with 1 errors');
    await run(fakeFetch(happyRoutes(() => json(500, { error: 'boom' })))).go();
    expect(notify.error).toHaveBeenLastCalledWith('Failed to publish all 2 pages');
  });

  it('says so when the default pages cannot be listed, and still completes', async () => {
    const { onComplete, go } = run(fakeFetch({ ...happyRoutes(), 'GET /api/system_sites/abc/default-pages': () => json(500, { error: 'x' }) }));
    await go();
    expect(notify.error).toHaveBeenCalledWith(SITE_PAGES_PUBLISH_FAILED);
    expect(onComplete).toHaveBeenCalledWith('abc');
  });

  it("shows the server's error and field errors, and resets the progress", async () => {
    const fetcher = fakeFetch({ 'POST /api/system_sites': () => json(400, { error: 'Please correct the highlighted fields.', validationErrors: { image: ['Bad image'] } }) });
    const { states, onComplete, go } = run(fetcher);
    await go();
    expect(states.at(-1)).toMatchObject({ phase: 'idle', createProgress: 0, error: 'Please correct the highlighted fields.', fieldErrors: { image: 'Bad image' } });
    expect(onComplete).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to create site' on a network failure", async () => {
    const { states, go } = run(fakeFetch({ 'POST /api/system_sites': () => Promise.reject(new TypeError('offline')) }));
    await go();
    expect(states.at(-1)).toMatchObject({ phase: 'idle', createProgress: 0, error: SITE_CREATE_FAILED });
  });

  it('rejects a one-character title without sending anything', async () => {
    const fetcher = fakeFetch({});
    const { states, go } = run(fetcher, { ...VALUES, title: 'A' });
    await go();
    expect(fetcher).not.toHaveBeenCalled();
    expect(states.at(-1)?.fieldErrors.title).toMatch(/at least 2/);
  });
});
