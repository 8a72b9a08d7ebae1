import { Render } from '@puckeditor/core/rsc';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { publicConfig, type PublicPageData } from '../public-config.ts';

const render = (content: unknown[]) => renderToString(<Render config={publicConfig} data={{ root: { props: { title: 'T' } }, content } as unknown as PublicPageData} />);

describe('blocks with per-breakpoint values (server render, decision 070)', () => {
  it('pads and widens a Section per breakpoint', () => {
    const html = render([{ type: 'Section', props: { id: 's', maxWidth: { base: '1280px', phone: 'full' }, paddingY: { base: '16', phone: '4' }, paddingX: '4', background: '', content: [] } }]);
    expect(html).toContain('<section class="py-4 md:py-16 px-4"><div class="mx-auto w-full max-w-full md:max-w-[1280px]">');
  });

  it('sizes a Spacer per breakpoint', () => {
    expect(render([{ type: 'Spacer', props: { id: 'sp', height: { base: '24', tablet: '12', phone: '4' } } }])).toContain('<div aria-hidden="true" class="h-4 md:h-12 lg:h-24">');
  });

  it('aligns and sizes a Heading and a Text per breakpoint', () => {
    const html = render([
      { type: 'Heading', props: { id: 'h', text: 'Title', level: 'h1', align: { base: 'start', phone: 'center' }, size: { base: '5xl', phone: '3xl' } } },
      { type: 'Text', props: { id: 't', text: 'Words', align: { base: 'end', tablet: 'start' }, size: 'lg', textDisplayLength: 0 } },
    ]);
    expect(html).toMatch(/<h1 class="[^"]*text-3xl md:text-5xl text-center md:text-start">Title<\/h1>/);
    expect(html).toMatch(/<p class="[^"]*text-lg text-start lg:text-end">Words<\/p>/);
  });

  it('fits and aligns an Image per breakpoint', () => {
    const html = render([{ type: 'Image', props: { id: 'i', url: '/media/a.jpg', alt: 'A', width: 800, height: 400, fit: { base: 'cover', phone: 'contain' }, loading: 'lazy', placeholder: 'none', align: { base: 'center', phone: 'start' } } }]);
    expect(html).toContain('<div class="flex justify-start md:justify-center">');
    expect(html).toMatch(/<img [^>]*class="block h-auto w-full object-contain md:object-cover/);
  });
});
