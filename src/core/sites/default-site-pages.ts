// The default pages a new site publishes (spec 2-management §4, §9: /homepage and /404), built from
// the blocks' defaults in core/blocks like the demo site's pages. GET
// /api/system_sites/{id}/default-pages serves them; nothing reads the seed at run time.

import { NOT_FOUND_DEFAULTS } from '#core/blocks/navigation-defaults.ts';
import { blockMaker, heroSection, pageRoot, type MakeBlock } from '#core/blocks/page-builder.ts';
import { HEADING_DEFAULTS, TEXT_DEFAULTS } from '#core/blocks/text-defaults.ts';

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
  /** The site type (a demo collection): named on the homepage so the owner knows where content comes from. */
  sources: string;
}

export function defaultSitePages(site: NewSite) {
  const block = blockMaker();
  const description = site.description || `Welcome to ${site.title}.`;
  const homepage = {
    root: pageRoot(site.title, description, site.language),
    content: [
      heroSection(block, [
        block('Heading', { ...HEADING_DEFAULTS, text: site.title, level: 'h1', size: '5xl' }),
        block('Text', { ...TEXT_DEFAULTS, text: description, size: 'lg' }),
      ]),
      block('Section', {
        maxWidth: '1024px',
        paddingY: '12',
        paddingX: '4',
        background: 'stone-50',
        content: [
          block('RichText', {
            markdown: `## Make it yours\n\nThis homepage was made with your site. Open it in the editor to change it. Your site's content comes from the **${site.sources}** collection.`,
          }),
        ],
      }),
    ],
  };
  return [{ path: '/homepage', title: site.title, description, data: homepage }, notFoundPage(block, site.language)];
}
