import { data, type AppLoadContext } from 'react-router';
import { HOMEPAGE, MANAGE, VIEW_DRAFT } from '#core/paths/routes.ts';
import { getFirstSegment, isTemplatePath, stripEditSuffix } from '#core/paths/site-prefix.ts';
import { dataAreaPathOf, parseDataAreaPath } from '#core/paths/data-area.ts';
import { recordHeadline, type BoundRecord } from '#core/content/record-binding.ts';
import { HttpError } from '#server/http/errors.ts';
import { publicUrl } from '#server/env.ts';
import { findCustomIconSrc, findCustomIconSrcForSite } from '#server/modules/icons/find-custom-icon.ts';
import { botChallengeConfig } from '#server/modules/challenge/widget-config.ts';
import { getEditorPage } from '#server/modules/pages/open-page.ts';
import { resolvePublicPage, type PublicResolution } from '#server/modules/pages/resolve-public-page.public.ts';
import { resolveDataPage } from '#server/modules/pages/resolve-data-page.ts';
import { recordAuthority } from '#server/shared/access/record-authority.ts';
import { parseFormId } from '#core/forms/form-block.ts';
import { CACHE_KEY_HEADER, CACHE_TAGS_HEADER } from '#server/render/cache-middleware.ts';
import { pageCacheKey } from '#server/render/page-cache.ts';
import { requireUser } from '#web/auth/session.server.ts';
import { islandsOnPage, islandsToPreload } from '#web/islands/island-specs.ts';
import { prepareRenderData, type PrepareContext } from './prepare-render-data.server.ts';
import { collectionCacheTag } from '#server/shared/page-cache/collection-cache.ts';
import { siteRecordLister } from '#server/modules/content/site-records.ts';
import { siteProductLister } from '#server/modules/products/site-products.ts';
import { resolveScope } from '#server/shared/listing/list-scope.ts';
import { withSections } from '#server/modules/sections/expand-page-sections.public.ts';
import { shopPaymentMethods } from '#server/modules/checkout/offered-methods.public.ts';
import { siteCurrencyOf } from '#server/modules/shop/shop-settings.public.ts';
import { approvedStats } from '#server/modules/reviews/review-rows.ts';
import { fontPreloads } from '#core/options/fonts.ts';
import type { PageDocument } from '#core/pages/page-tree.ts';


const flagsFor = (path: string) => ({
  is_template: isTemplatePath(path),
  is_system: getFirstSegment(path) === MANAGE.slice(1),
});

function rethrowHttp(error: unknown): never {
  if (error instanceof HttpError) throw data(error.message, { status: error.status });
  throw error;
}

/**
 * What a visitor's page renders from: the document prepared on the server, and the scripts of the
 * islands it contains. React Router's own client never loads on these pages (hydrate: false).
 */
async function visitorPageData(context: AppLoadContext, stored: unknown, customIconSrc: (name: string) => Promise<string | null>, pageId?: string, lists?: Pick<PrepareContext, 'listRecords' | 'listProducts' | 'logError' | 'paymentMethods' | 'reviewStats'>, record?: Pick<PrepareContext, 'bound' | 'editable' | 'editableFormId' | 'templateCollection' | 'query'>) {
  const data = await prepareRenderData(stored, { customIconSrc, pageId, challenge: () => botChallengeConfig(context.deps), ...lists, ...record });
  const islands = await islandsOnPage(data);
  return { data, hydrate: false as const, islands: context.deps.islandAssets?.(islands, islandsToPreload(islands)) ?? null, fonts: pageFontPreloads(data) };
}

/** The page root's named font, preloaded (decision 055). */
function pageFontPreloads(data: PageDocument): string[] {
  const family = data.root.props?.fontFamily;
  return typeof family === 'string' ? fontPreloads(family) : [];
}

/**
 * Lists a site's records for the page's list blocks and notes each collection read, so the page
 * can be tagged `collection:{site}:{name}` and dropped from the cache when those records change.
 */
function siteLists(context: AppLoadContext, site: { id: string; uniqueId: string } | null, read: Set<string>): Pick<PrepareContext, 'listRecords' | 'listProducts' | 'logError' | 'paymentMethods' | 'reviewStats'> {
  const list = siteRecordLister(context.deps.database.db, site);
  const products = siteProductLister(context.deps.database.db, site);
  return {
    listRecords: (collection, request) => {
      read.add(collectionCacheTag(site?.id ?? null, collection));
      return list(collection, request);
    },
    listProducts: (collection, filters, request) => {
      read.add(collectionCacheTag(site?.id ?? null, collection));
      return products(collection, filters, request);
    },
    logError: (message, details) => context.deps.logger.error(details, message),
    // The page's own shop: its icons name what its checkout takes (issue 23).
    paymentMethods: async () => (await shopPaymentMethods(context.deps, site?.id ?? null)).methods,
    reviewStats: (productId) => approvedStats(context.deps.database.db, productId),
  };
}

const homepageAsRoot = (path: string) => (path === HOMEPAGE ? '/' : path);

/** A published page for visitors: the same HTML for everyone, so it can be cached. */
export async function loadPublicPage(request: Request, context: AppLoadContext) {
  const { payload, status, headers } = await publicPagePayload(request, context);
  return data(payload, { status, headers });
}

/** What loadPublicPage answers, before it becomes a response. */
export async function publicPagePayload(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const host = request.headers.get('host') ?? url.host;
  const { db } = context.deps.database;
  const dataTarget = parseDataAreaPath(url.pathname);
  const dataPage = dataTarget ? await resolveDataPage(db, host, dataTarget) : null;
  // Editing a record (/data/…/{id}/manage) is for the people who may change it now: its site's
  // members, or its submitter through the form it came from when the collection allows it. The
  // page is theirs alone.
  const editing = dataTarget?.kind === 'manage' && dataPage?.recordAccess ? dataPage.recordAccess : null;
  const authority = editing ? await recordAuthority(db, requireUser(request, context), editing) : null;
  // A submitter's form must be on this template: a submission sent from another page is not edited here.
  const template = dataPage?.resolution.kind === 'page' ? dataPage.resolution.page.id : null;
  const mayEdit = authority?.as === 'member' || (authority?.as === 'submitter' && parseFormId(authority.formId)?.pageId === template);
  const resolution: PublicResolution = !dataPage
    ? await resolvePublicPage(db, host, url.pathname)
    : editing && !mayEdit
      ? { kind: 'not-found', site: dataPage.resolution.site, cacheTags: [] }
      : dataPage.resolution;
  const personal = editing !== null;
  const found = resolution.kind === 'page' && resolution.status === 200 && !personal;
  const headers: Record<string, string> = {
    // Browsers and CDNs revalidate with the ETag; the server's cache is invalidated on publish.
    'Cache-Control': personal ? 'private, no-store' : 'public, max-age=0, must-revalidate',
    // Only pages that exist are cached: caching every missing URL would let anyone push real
    // pages out of the cache by asking for random paths.
    ...(found
      ? {
          [CACHE_TAGS_HEADER]: resolution.cacheTags.join(','),
          [CACHE_KEY_HEADER]: pageCacheKey(resolution.canonicalHost ?? new URL(publicUrl(context.deps.env)).host, resolution.canonicalPath) ?? '',
        }
      : {}),
  };
  const siteOrigin = resolution.site?.url ? new URL(resolution.site.url).origin : null;
  if (resolution.kind === 'not-found') {
    return {
      payload: { mode: 'not-found' as const, language: resolution.site?.language ?? 'en', hydrate: false, islands: null },
      status: 404,
      headers,
    };
  }
  const { page, site } = resolution;
  const platformOrigin = publicUrl(context.deps.env);
  const collectionTags = new Set<string>();
  const bound: BoundRecord | null = resolution.status === 200 ? (dataPage?.bound ?? null) : null;
  // Read beside the render, not after it: its prices are in the shop's currency (decision 060).
  const currency = siteCurrencyOf(db, site?.id ?? null);
  // Handled here too: should the render throw first, a failed read must not go unhandled.
  currency.catch(() => undefined);
  // The sections it shows, in one query, expanded before anything else reads the blocks (decision 071).
  const expanded = await withSections(db, site?.id ?? null, page.data);
  const rendered = await visitorPageData(context, expanded.data, (name) => findCustomIconSrc(db, site?.id ?? null, name), page.id, siteLists(context, site, collectionTags), {
    bound,
    editable: mayEdit && bound !== null,
    editableFormId: authority?.as === 'submitter' ? authority.formId : null,
    templateCollection: resolution.status === 200 ? dataTarget?.collection : undefined,
    // A query string bypasses the page cache (pageCacheKey), so the view it names is never stored.
    query: url.searchParams,
  });
  if (found && (collectionTags.size > 0 || expanded.cacheTags.length > 0)) headers[CACHE_TAGS_HEADER] = [...resolution.cacheTags, ...expanded.cacheTags, ...collectionTags].join(',');
  return {
    payload: {
      mode: 'public' as const,
      title: (bound && recordHeadline(bound.record)) || page.title,
      description: page.description,
      // A site with its own domain is known by that domain, whichever address served the page.
      canonical: resolution.status === 200 ? (siteOrigin ? `${siteOrigin}${dataTarget ? dataAreaPathOf(dataTarget) : homepageAsRoot(page.pathWithNoSite)}` : `${platformOrigin}${resolution.canonicalPath}`) : null,
      image: site?.image ? `${siteOrigin ?? platformOrigin}${site.image.startsWith('/') ? '' : '/'}${site.image}` : null,
      siteTitle: site?.title ?? 'Sitewright',
      language: site?.language ?? 'en',
      siteSlug: site ? `site-${site.uniqueId}` : null,
      // Saving the currency drops the site's cached pages.
      currency: await currency,
      ...rendered,
    },
    status: resolution.status,
    headers,
  };
}

/** /view-draft{path}: the working copy, for the page's editors only; never cached. */
export async function loadDraftPage(request: Request, context: AppLoadContext) {
  const user = requireUser(request, context);
  const pagePath = new URL(request.url).pathname.slice(VIEW_DRAFT.length) || '/';
  const result = await getEditorPage(context.deps, user, pagePath, flagsFor(pagePath)).catch(rethrowHttp);
  if (!result.page) throw data(`Page with path '${pagePath}' not found`, { status: 404 });
  const scope = result.root.site ? (await resolveScope(context.deps.database.db, result.root.site.unique_id)).site : null;
  return data(
    {
      mode: 'draft' as const,
      title: result.page.title,
      description: result.page.description,
      path: result.page.path,
      hasDraft: result.page.draft !== null,
      language: result.root.site?.language ?? 'en',
      siteSlug: result.root.site ? `site-${result.root.site.unique_id}` : null,
      currency: await siteCurrencyOf(context.deps.database.db, scope?.id ?? null),
      ...(await visitorPageData(context, (await withSections(context.deps.database.db, scope?.id ?? null, result.page.draft ?? result.page.data)).data, (name) =>
        findCustomIconSrcForSite(context.deps.database.db, result.root.site?.unique_id ?? null, name),
        result.page?.id,
        // The draft is never cached: the collections it reads need no tags.
        siteLists(context, scope, new Set()),
      )),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/** {page path}/edit: what the editor needs to open the page (or a new one). */
export async function loadEditorPage(request: Request, context: AppLoadContext) {
  const user = requireUser(request, context);
  const pagePath = stripEditSuffix(new URL(request.url).pathname) || '/';
  const flags = flagsFor(pagePath);
  const result = await getEditorPage(context.deps, user, pagePath, flags).catch(rethrowHttp);
  return data(
    {
      mode: 'edit' as const,
      path: pagePath,
      flags,
      page: result.page,
      version: result.version,
      site: result.root.site,
      defaults: result.defaults,
      user: { name: user.name, email: user.email },
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}
