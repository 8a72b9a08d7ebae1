import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CARD_STYLE_OPTIONS } from '#core/options/card-styles.ts';
import { SORT_FIELD_OPTIONS } from '#core/options/sort.ts';
import { LINEUP_NO_SOURCE } from '#core/forms/messages.ts';
import { LineupEditorPreview, lineupConfig } from './lineup.config.tsx';
import type { LineupProps } from './lineup.types.ts';

type ResolveFieldsParams = Parameters<NonNullable<typeof lineupConfig.resolveFields>>[1];
const defaults = lineupConfig.defaultProps!;

describe('lineupConfig', () => {
  it('has defaults that are valid options: a collection source, newest first, a grid of default cards', () => {
    expect(defaults).toMatchObject({ source: 'collection', collection: '', limit: 12, page: 1, sort: 'desc', sortField: '_id', layout: 'grid', textDisplayLength: 0 });
    expect(CARD_STYLE_OPTIONS.map((option) => option.value)).toContain(defaults.variant);
    expect(SORT_FIELD_OPTIONS.map((option) => option.value)).toContain(defaults.sortField);
  });

  it('shows the collection and field mappings for a collection, the items for manual, columns only for the grid', async () => {
    const fieldsFor = async (props: Partial<LineupProps>) =>
      lineupConfig.resolveFields!({ props: { ...defaults, ...props, id: 'l' } }, { fields: lineupConfig.fields! } as ResolveFieldsParams);
    const collection = await fieldsFor({ source: 'collection' });
    expect([collection.collection.visible, collection.titleField.visible, collection.limit.visible, collection.items.visible, collection.columns.visible]).toEqual([true, true, true, false, true]);
    const manual = await fieldsFor({ source: 'manual', layout: 'carousel' });
    expect([manual.collection.visible, manual.imageField.visible, manual.items.visible, manual.columns.visible]).toEqual([false, false, true, false]);
  });

  it('previews a collection source as a placeholder (its records are read on the server) and otherwise renders the block', () => {
    expect(renderToString(<LineupEditorPreview {...defaults} collection="blog-posts" heading="Posts" />).replaceAll("<!-- -->", "")).toContain('Lineup of “blog-posts”');
    expect(renderToString(<LineupEditorPreview {...defaults} />)).toContain(LINEUP_NO_SOURCE);
  });
});
