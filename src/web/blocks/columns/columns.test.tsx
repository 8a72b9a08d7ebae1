import { Render } from '@puckeditor/core/rsc';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { publicConfig, type PublicPageData } from '../public-config.ts';

const text = (id: string, words: string, extra: Record<string, unknown> = {}) => ({ type: 'Text', props: { id, text: words, align: 'start', size: 'base', textDisplayLength: 0, ...extra } });

function renderColumns(props: Record<string, unknown>): string {
  const data = {
    root: { props: { title: 'Home' } },
    content: [{ type: 'Columns', props: { id: 'c', count: 3, split: '33-33-33', gap: '6', column1: [text('a', 'One')], column2: [text('b', 'Two')], column3: [text('d', 'Three')], ...props } }],
  } as unknown as PublicPageData;
  return renderToString(<Render config={publicConfig} data={data} />);
}

const gridOf = (html: string) => /<div style="([^"]*)" class="grid ([^"]*)"/.exec(html)?.slice(1) ?? [];

describe('Columns per breakpoint (server render)', () => {
  it('renders an old block exactly as before: stacked on phones unless stackOnMobile is false', () => {
    expect(gridOf(renderColumns({ stackOnMobile: true }))).toEqual(['--columns-template:minmax(0, 33fr) minmax(0, 33fr) minmax(0, 33fr)', 'grid-cols-1 md:grid-cols-(--columns-template) gap-6']);
    expect(gridOf(renderColumns({}))[1]).toBe('grid-cols-1 md:grid-cols-(--columns-template) gap-6');
    expect(gridOf(renderColumns({ stackOnMobile: false }))[1]).toBe('grid-cols-(--columns-template) gap-6');
  });

  it('gives each breakpoint its own count, split and gap, with CSS alone', () => {
    const [style, classes] = gridOf(
      renderColumns({ stackOnMobile: false, count: { base: 3, tablet: 2, phone: 1 }, split: { base: '25-50-25', tablet: '33-67' }, gap: { base: '8', phone: '2' } }),
    );
    expect(style).toBe('--columns-template:minmax(0, 25fr) minmax(0, 50fr) minmax(0, 25fr);--columns-template-tablet:minmax(0, 33fr) minmax(0, 67fr)');
    expect(classes).toBe('grid-cols-1 md:grid-cols-(--columns-template-tablet) lg:grid-cols-(--columns-template) gap-2 md:gap-8');
    // All three columns of content are there; on a phone they stack.
    const html = renderColumns({ stackOnMobile: false, count: { base: 3, phone: 1 } });
    for (const words of ['One', 'Two', 'Three']) expect(html).toContain(words);
    expect(gridOf(html)[1]).toBe('grid-cols-1 md:grid-cols-(--columns-template) gap-6');
  });

  it('lets a phone value of its own win over stackOnMobile, and ignores counts it cannot show', () => {
    expect(gridOf(renderColumns({ stackOnMobile: true, count: { base: 3, phone: 2 } }))).toEqual([
      '--columns-template:minmax(0, 33fr) minmax(0, 33fr) minmax(0, 33fr);--columns-template-phone:minmax(0, 50fr) minmax(0, 50fr)',
      'grid-cols-(--columns-template-phone) md:grid-cols-(--columns-template) gap-6',
    ]);
    // More per row than there are columns, or garbage: the desktop count.
    expect(gridOf(renderColumns({ stackOnMobile: false, count: { base: 2, phone: 4 } }))[1]).toBe('grid-cols-(--columns-template) gap-6');
  });
});

describe('Visibility per breakpoint (server render)', () => {
  it('adds no element to a block shown everywhere', () => {
    const html = renderColumns({ column1: [text('a', 'Shown', { hidden: false })] });
    expect(html).toContain('<div class="min-w-0"><p');
    expect(html).not.toMatch(/class="[^"]*\bcontents\b/);
  });

  it('hides a block with CSS only where it is hidden', () => {
    expect(renderColumns({ column1: [text('a', 'Not on phones', { hidden: { base: false, phone: true } })] })).toContain('<div class="hidden md:contents"><p');
    expect(renderColumns({ column1: [text('a', 'Only on phones', { hidden: { base: true, phone: false } })] })).toContain('<div class="contents md:hidden"><p');
    expect(renderColumns({ column1: [text('a', 'Tablet only', { hidden: { base: true, tablet: false, phone: true } })] })).toContain('<div class="hidden md:contents lg:hidden"><p');
    expect(renderColumns({ column1: [text('a', 'Never', { hidden: true })] })).toContain('<div class="hidden"><p');
  });
});
