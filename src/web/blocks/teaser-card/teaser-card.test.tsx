import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CARD_STYLE_OPTIONS } from '#core/options/card-styles.ts';
import { THEME_PRESETS } from '../theme/presets.ts';
import { cardVariant } from './card-variants.ts';
import { TeaserCard } from './teaser-card.tsx';
import { TEASER_CARD_DEFAULT_PROPS, type TeaserCardProps } from './teaser-card.types.ts';
import { TEASER_MODIFY_TITLE, TEASER_REVALIDATE_TITLE, teaserEditModalTitle } from './teaser-edit-modal.tsx';

const CARD: TeaserCardProps = {
  ...TEASER_CARD_DEFAULT_PROPS,
  image: '/card.jpg',
  imageAlt: 'A lighthouse',
  title: 'Coastal walks',
  description: 'Seven routes along the cliffs with views of the sea',
  link: '/walks',
};

describe('TeaserCard (server render)', () => {
  it('is an article whose title links to the destination and names it', () => {
    const html = renderToString(<TeaserCard {...CARD} />);
    expect(html).toMatch(/^<article/);
    expect(html).toMatch(/<h3[^>]*><a[^>]*href="\/walks"[^>]*>Coastal walks<\/a><\/h3>/);
    expect(html).toContain('alt="A lighthouse"');
    // The visible call to action is a cue only, not a second link with the same target.
    expect(html).toContain('aria-hidden="true">Read more</span>');
    expect(html.match(/<a /g)).toHaveLength(1);
  });

  it('is plain text without a link (spec 2 §2)', () => {
    const html = renderToString(<TeaserCard {...CARD} link="" />);
    expect(html).not.toContain('<a ');
    expect(html).toContain('>Coastal walks</h3>');
    expect(html).not.toContain('Read more');
  });

  it('builds the link inside the site', () => {
    expect(renderToString(<TeaserCard {...CARD} siteSlug="site-abc" />)).toContain('href="/site-abc/walks"');
  });

  it('truncates the description to textDisplayLength words', () => {
    expect(renderToString(<TeaserCard {...CARD} textDisplayLength={3} />)).toContain('Seven routes along...');
    expect(renderToString(<TeaserCard {...CARD} textDisplayLength={0} />)).toContain('views of the sea');
  });

  it('renders every card style, each with its own look', () => {
    const looks = new Set<string>();
    for (const { value } of CARD_STYLE_OPTIONS) {
      const html = renderToString(<TeaserCard {...CARD} variant={value} />);
      expect(html).toContain(`data-card-style="${value}"`);
      const variant = cardVariant(value, THEME_PRESETS.default.styles);
      looks.add(JSON.stringify(variant));
    }
    expect(looks.size).toBe(CARD_STYLE_OPTIONS.length);
  });

  it('falls back to the default style for an unknown variant', () => {
    expect(renderToString(<TeaserCard {...CARD} variant={'neon' as TeaserCardProps['variant']} />)).toContain('data-card-style="default"');
  });
});

describe('teaser edit modal title', () => {
  it("reads 'Modify', or 'Revalidate page' for system revalidate pages (spec 2 §2)", () => {
    expect(TEASER_MODIFY_TITLE).toBe('Modify');
    expect(TEASER_REVALIDATE_TITLE).toBe('Revalidate page');
    expect(teaserEditModalTitle(undefined)).toBe('Modify');
    expect(teaserEditModalTitle(false)).toBe('Modify');
    expect(teaserEditModalTitle(true)).toBe('Revalidate page');
  });
});
