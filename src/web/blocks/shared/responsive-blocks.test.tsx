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

  it('sizes an Image per breakpoint: 200 px square on phone, 800 by 400 from tablet up, the srcset told so', () => {
    const html = render([{ type: 'Image', props: { id: 'i', url: '/media/a.jpg', alt: 'A', width: { base: 800, phone: 200 }, height: { base: 400, phone: 200 }, fit: 'cover', loading: 'lazy', placeholder: 'none', align: 'center' } }]);
    expect(html).toContain('style="--image-width:min(100%, 800px);--image-ratio:800 / 400;--image-width-tablet:min(100%, 800px);--image-ratio-tablet:800 / 400;--image-width-phone:min(100%, 200px);--image-ratio-phone:200 / 200"');
    expect(html).toMatch(/<img [^>]*width="800" height="400"/);
    expect(html).toContain('sizes="(max-width: 767px) 200px, (max-width: 1023px) 800px, 800px"');
    expect(html).toContain('class="block h-auto max-w-full w-(--image-width-phone) md:w-(--image-width-tablet) lg:w-(--image-width) aspect-(--image-ratio-phone)');
  });

  it('keeps an Image with one size as it rendered before per-breakpoint values, and 0 on phone drops the width there', () => {
    const plain = render([{ type: 'Image', props: { id: 'i', url: '/media/a.jpg', alt: 'A', width: 800, height: 400, fit: 'cover', loading: 'lazy', placeholder: 'none', align: 'center' } }]);
    expect(plain).toContain('style="max-width:800px;aspect-ratio:800 / 400" class="block h-auto w-full object-cover');
    const dropped = render([{ type: 'Image', props: { id: 'i', url: '/media/a.jpg', alt: 'A', width: { base: 800, phone: 0 }, height: 400, fit: 'cover', loading: 'lazy', placeholder: 'none', align: 'center' } }]);
    expect(dropped).toContain('--image-width-phone:auto;--image-ratio-phone:auto');
    expect(dropped).toContain('sizes="(max-width: 767px) 100vw, (max-width: 1023px) 800px, 800px"');
  });
});
