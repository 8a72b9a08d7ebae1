// What each site type (spec 2-management §5 Site Type: a demo collection) starts with, besides its
// /homepage and /404: the dynamic-content templates of its collection (a page per record at
// /data/{collection}/{id}, and the list at /data/{collection}), the same templates the demo site
// has for its journal, and the words its homepage uses.

import { LINEUP_DEFAULTS } from '#core/blocks/content-defaults.ts';
import { IMAGE_DEFAULTS } from '#core/blocks/media-defaults.ts';
import { pageRoot, type MakeBlock, type PageBlock } from '#core/blocks/page-builder.ts';
import { BUTTON_DEFAULTS, HEADING_DEFAULTS, TEXT_DEFAULTS } from '#core/blocks/text-defaults.ts';
import { DEMO_CONTENT, DEMO_POSTS, type DemoCollection } from '#core/collections.ts';
import { dataListPath, templatePathOf } from '#core/paths/data-area.ts';

export interface SiteTypeStarter {
  /** The list's title and description (the /data/{collection} template, the homepage's section). */
  listTitle: string;
  listDescription: string;
  /** One record's page (the /data/{collection}/{id} template). */
  itemTitle: string;
  itemDescription: string;
  /** The link from a record back to the list, and from the homepage to it. */
  allLabel: string;
  /** The homepage's closing section, in Markdown. */
  homepageAbout: string;
}

export const SITE_TYPE_STARTERS: Record<DemoCollection, SiteTypeStarter> = {
  [DEMO_CONTENT]: {
    listTitle: 'Guides and stories',
    listDescription: 'Guides, stories and everything worth knowing about us.',
    itemTitle: 'Article',
    itemDescription: 'An article from our guides and stories.',
    allLabel: 'All guides and stories',
    homepageAbout:
      '## What you will find here\n\nGuides that answer the questions we hear most, stories about how we work and who we work with, and news worth knowing. New articles appear here as soon as they are published.',
  },
  [DEMO_POSTS]: {
    listTitle: 'Journal',
    listDescription: 'Stories from our makers and our shop.',
    itemTitle: 'Journal post',
    itemDescription: 'A post from our journal.',
    allLabel: 'All posts',
    homepageAbout:
      '## About the journal\n\nNotes from our days: what we are making, what we are learning and who we meet along the way. The newest posts are at the top of this page.',
  },
};

/** A site type's starter; an unknown one (never stored: the server checks it) reads as the default type's. */
export function siteTypeStarter(collection: string): SiteTypeStarter {
  return SITE_TYPE_STARTERS[collection as DemoCollection] ?? SITE_TYPE_STARTERS[DEMO_CONTENT];
}

/** A page band: width, background and content. */
export const band = (block: MakeBlock, maxWidth: string, background: string, content: PageBlock[]) =>
  block('Section', { maxWidth, paddingY: '12', paddingX: '4', background, content });

export const outlineLink = (block: MakeBlock, label: string, href: string) => block('Button', { ...BUTTON_DEFAULTS, label, href, variant: 'outline' });

/**
 * The dynamic-content templates of a collection of articles (title, image, author, Markdown body):
 * every record has a page whose blocks read its fields through bindings, and the list shows them all.
 */
export function contentTemplates(block: MakeBlock, collection: string, language = 'en') {
  const words = siteTypeStarter(collection);
  const view = {
    root: pageRoot(words.listTitle, words.itemDescription, language),
    content: [
      band(block, '768px', '', [
        block('Image', { ...IMAGE_DEFAULTS, width: 1200, height: 630, loading: 'eager', placeholder: 'blur', align: 'center', bindings: { url: 'image', alt: 'title' } }),
        block('Heading', { ...HEADING_DEFAULTS, text: 'Post title', level: 'h1', size: '4xl', bindings: { text: 'title' } }),
        block('Text', { ...TEXT_DEFAULTS, text: 'Author', size: 'sm', bindings: { text: 'author' } }),
        block('RichText', { markdown: 'The post.', bindings: { markdown: 'body' } }),
        outlineLink(block, words.allLabel, dataListPath(collection)),
      ]),
    ],
  };
  const all = {
    root: pageRoot(words.listTitle, words.listDescription, language),
    content: [
      band(block, '1280px', '', [
        block('Heading', { ...HEADING_DEFAULTS, text: words.listTitle, level: 'h1', size: '4xl' }),
        // No collection named: on a template it lists the template's own.
        block('Lineup', { ...LINEUP_DEFAULTS, limit: 12, sortField: '_id', variant: 'soft', textDisplayLength: 24 }),
      ]),
    ],
  };
  return [
    { path: templatePathOf('view', collection), title: words.itemTitle, description: words.itemDescription, data: view },
    { path: templatePathOf('all', collection), title: words.listTitle, description: words.listDescription, data: all },
  ];
}
