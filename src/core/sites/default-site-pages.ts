// The default pages a new site publishes (spec 2-management §4, §9: /homepage and /404) and the
// templates of its site type, built from the blocks' defaults in core/blocks like the demo site's
// pages. GET /api/system_sites/{id}/default-pages serves them; nothing reads the seed at run time.

import { NOT_FOUND_DEFAULTS } from '#core/blocks/navigation-defaults.ts';
import { LINEUP_DEFAULTS } from '#core/blocks/content-defaults.ts';
import { blockMaker, heroSection, pageRoot, type MakeBlock, type PageBlock } from '#core/blocks/page-builder.ts';
import { BUTTON_DEFAULTS, HEADING_DEFAULTS, TEXT_DEFAULTS } from '#core/blocks/text-defaults.ts';
import { dataListPath } from '#core/paths/data-area.ts';
import { band, contentTemplates, outlineLink, siteTypeStarter } from './site-type-starters.ts';

/** A site's /404 page: the demo site's, and every new site's default one. */
export function notFoundPage(block: MakeBlock, language = 'en') {
  const data = {
    root: pageRoot('Page not found', 'This page does not exist.', language),
    content: [block('NotFound', { ...NOT_FOUND_DEFAULTS, description: 'The page you are looking for does not exist or has moved.' })],
  };
  return { path: '/404', title: 'Page not found', description: 'This page does not exist.', data };
}

export interface NewSite {
  title: string;
  description: string;
  language: string;
  /** The site type (a demo collection): its homepage lists it and its templates show it. */
  sources: string;
}

/** One document a new site publishes: a page, or a dynamic-content template of its collection. */
export interface NewSiteDocument {
  path: string;
  title: string;
  description: string;
  isTemplate: boolean;
  data: { root: unknown; content: PageBlock[] };
}

/** The homepage: the site's name and words, its collection's newest entries, what it is about. */
function homepage(block: MakeBlock, site: NewSite, description: string) {
  const words = siteTypeStarter(site.sources);
  return {
    root: pageRoot(site.title, description, site.language),
    content: [
      heroSection(block, [
        block('Heading', { ...HEADING_DEFAULTS, text: site.title, level: 'h1', size: '5xl' }),
        block('Text', { ...TEXT_DEFAULTS, text: description, size: 'lg' }),
        block('Button', { ...BUTTON_DEFAULTS, label: words.allLabel, href: dataListPath(site.sources) }),
      ]),
      band(block, '1280px', 'stone-50', [
        block('Heading', { ...HEADING_DEFAULTS, text: words.listTitle, level: 'h2', size: '3xl' }),
        block('Text', { ...TEXT_DEFAULTS, text: words.listDescription }),
        block('Lineup', { ...LINEUP_DEFAULTS, collection: site.sources, limit: 3, sortField: '_id', variant: 'soft', textDisplayLength: 24 }),
        outlineLink(block, words.allLabel, dataListPath(site.sources)),
      ]),
      band(block, '768px', '', [block('RichText', { markdown: words.homepageAbout })]),
    ],
  };
}

/** Spec 2-management §4: /homepage and /404, then the templates of the site type's collection. */
export function defaultSitePages(site: NewSite): NewSiteDocument[] {
  const block = blockMaker();
  const description = site.description || `Welcome to ${site.title}.`;
  const templates = contentTemplates(block, site.sources, site.language).map((t) => ({ ...t, isTemplate: true }));
  return [
    { path: '/homepage', title: site.title, description, isTemplate: false, data: homepage(block, site, description) },
    { ...notFoundPage(block, site.language), isTemplate: false },
    ...templates,
  ];
}
