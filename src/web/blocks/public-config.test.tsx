import { Render } from '@puckeditor/core/rsc';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BLOCK_NAMES } from '#core/pages/block-names.ts';
import { publicConfig, type PublicPageData } from './public-config.ts';
import { renderMarkdown } from './rich-text/render-markdown.ts';

function render(data: PublicPageData): string {
  return renderToString(<Render config={publicConfig} data={data} />);
}

const page: PublicPageData = {
  root: { props: { title: 'Home', description: '', theme: 'ocean', fontFamily: 'inter', maxWidth: '1280px', language: 'en' } },
  content: [
    { type: 'Heading', props: { id: 'heading-1', text: 'Welcome aboard', level: 'h1', align: 'center', size: '5xl' } },
    { type: 'Text', props: { id: 'text-1', text: 'One two three four five six', align: 'start', size: 'lg', textDisplayLength: 3 } },
    {
      type: 'RichText',
      props: { id: 'rich-1', markdown: '## Hello\n\n[site](/about) <script>alert(1)</script>', _html: renderMarkdown('## Hello\n\n[site](/about) <script>alert(1)</script>') },
    },
    { type: 'Image', props: { id: 'image-1', url: '/media/site/cat.jpg', alt: 'A sleeping cat', width: 800, height: 600, fit: 'cover', loading: 'lazy', placeholder: 'blur', align: 'center' } },
    { type: 'Image', props: { id: 'image-2', url: 'https://images.example.com/dog.png', alt: 'A dog', fit: 'contain', loading: 'eager', placeholder: 'empty', align: 'start' } },
    {
      type: 'Button',
      props: { id: 'button-1', label: 'Shop now', href: 'https://shop.example.com', target: '_blank', variant: 'primary', size: 'lg', align: 'start', modal: { enabled: false, title: '', text: '' } },
    },
    {
      type: 'Button',
      props: { id: 'button-2', label: 'Read terms', href: '', target: '_self', variant: 'outline', size: 'md', align: 'center', modal: { enabled: true, title: 'Terms', text: 'Be nice.' } },
    },
    {
      type: 'Button',
      props: { id: 'button-3', label: 'Coming soon', href: '', target: '_self', variant: 'primary', size: 'md', align: 'end', modal: { enabled: false, title: '', text: '' } },
    },
    {
      type: 'Button',
      props: { id: 'button-4', label: 'Sneaky', href: 'javascript:alert(1)', target: '_self', variant: 'link', size: 'md', align: 'start', modal: { enabled: false, title: '', text: '' } },
    },
    {
      type: 'Section',
      props: {
        id: 'section-1',
        maxWidth: '1024px',
        paddingY: '16',
        paddingX: '6',
        background: 'slate-900',
        content: [{ type: 'Heading', props: { id: 'heading-2', text: 'Inside the section', level: 'h2', align: 'start', size: '3xl' } }],
      },
    },
    {
      type: 'Columns',
      props: {
        id: 'columns-1',
        count: 3,
        split: '25-50-25',
        gap: '8',
        stackOnMobile: true,
        column1: [{ type: 'Text', props: { id: 'text-2', text: 'Left column', align: 'start', size: 'base', textDisplayLength: 0 } }],
        column2: [{ type: 'Text', props: { id: 'text-3', text: 'Middle column', align: 'start', size: 'base', textDisplayLength: 0 } }],
        column3: [{ type: 'Spacer', props: { id: 'spacer-2', height: '4' } }],
        column4: [{ type: 'Text', props: { id: 'text-4', text: 'Hidden fourth column', align: 'start', size: 'base', textDisplayLength: 0 } }],
      },
    },
    { type: 'Spacer', props: { id: 'spacer-1', height: '12' } },
    { type: 'Alert', props: { id: 'alert-1', variant: 'error', title: 'Payment failed', message: 'Try another card.', dismissible: true } },
    { type: 'Alert', props: { id: 'alert-2', variant: 'info', title: '', message: 'Shipping is free.', dismissible: false } },
  ],
};

describe('publicConfig', () => {
  it('has a render function for every block of the contract', () => {
    expect(Object.keys(publicConfig.components).sort()).toEqual([...BLOCK_NAMES].sort());
    for (const name of BLOCK_NAMES) expect(typeof publicConfig.components[name].render).toBe('function');
  });

  describe('server rendering of a page using every layout and content block', () => {
    const html = render(page);

    it('renders the root with the theme, font, width and language', () => {
      expect(html).toMatch(/<div lang="en" dir="ltr" style="font-family:[^"]*Inter[^"]*" class="[^"]*bg-cyan-50 text-slate-900/);
      expect(html).toContain('max-w-[1280px]');
    });

    it('renders headings at the chosen level with the preset style', () => {
      expect(html).toMatch(/<h1 class="[^"]*text-cyan-900[^"]*text-center[^"]*">Welcome aboard<\/h1>/);
      expect(html).toContain('text-4xl sm:text-5xl');
    });

    it('renders text truncated to the display length', () => {
      expect(html).toMatch(/<p class="[^"]*text-lg[^"]*">One two three\.\.\.<\/p>/);
    });

    it('renders the prepared rich text HTML, with raw HTML escaped', () => {
      expect(html).toContain('<h2>Hello</h2>');
      expect(html).toContain('<a href="/about">site</a>');
      expect(html).not.toContain('<script>');
      expect(html).toContain('&lt;script&gt;');
    });

    it('renders media-library images with alt text, srcset, sizes and a blur placeholder', () => {
      const image = /<img [^>]*alt="A sleeping cat"[^>]*>/.exec(html)?.[0] ?? '';
      expect(image).toContain('src="/media/site/cat.jpg"');
      expect(image).toContain('srcSet="/media/site/cat.jpg?w=320 320w, /media/site/cat.jpg?w=640 640w, /media/site/cat.jpg?w=960 960w, /media/site/cat.jpg?w=1280 1280w, /media/site/cat.jpg?w=1920 1920w"');
      expect(image).toContain('sizes="(max-width: 800px) 100vw, 800px"');
      expect(image).toContain('width="800"');
      expect(image).toContain('height="600"');
      expect(image).toContain('loading="lazy"');
      expect(image).not.toContain('fetchPriority');
      expect(image).toContain('aspect-ratio:800 / 600');
      expect(image).toContain('object-cover');
      expect(image).toContain('bg-linear-to-br');
    });

    it('renders other images as they are, without srcset', () => {
      const image = /<img [^>]*alt="A dog"[^>]*>/.exec(html)?.[0] ?? '';
      expect(image).toContain('src="https://images.example.com/dog.png"');
      expect(image).not.toContain('srcSet');
      expect(image).toContain('loading="eager"');
      expect(image).toContain('fetchPriority="high"');
      expect(image).toContain('object-contain');
      expect(image).not.toContain('bg-linear-to-br');
    });

    it('renders a call to action as a link, opening a new tab safely', () => {
      expect(html).toMatch(/<a href="https:\/\/shop\.example\.com" target="_blank" rel="noopener noreferrer" class="[^"]*bg-cyan-800[^"]*">Shop now<span class="sr-only"> \(opens in a new tab\)<\/span><\/a>/);
    });

    it('renders a call to action with a modal as a dialog button (the dialog opens only in the browser)', () => {
      expect(html).toMatch(/<button type="button" aria-haspopup="dialog" class="[^"]*border-current[^"]*">Read terms<\/button>/);
      // The dialog's text travels as the island's props, not as markup.
      expect(html).not.toContain('>Be nice.<');
      expect(html).toMatch(/<sw-island data-island="button" data-when="load"[^>]*data-props="[^"]*Be nice\.[^"]*"[^>]*><div class="flex justify-center"><button type="button" aria-haspopup="dialog"/);
      // A plain link needs no island.
      expect(html).not.toMatch(/<sw-island[^>]*>(?:(?!<\/sw-island>).)*Shop now/);
    });

    it('falls back to plain text without a usable href', () => {
      expect(html).toMatch(/<span class="text-slate-700">Coming soon<\/span>/);
      expect(html).toMatch(/<span class="text-slate-700">Sneaky<\/span>/);
      expect(html).not.toContain('javascript:');
    });

    it('renders a section with its background, the readable preset and its slot content', () => {
      expect(html).toMatch(/<section class="bg-slate-900 text-slate-100 py-16 px-6" style="background-color:#0f172a">/);
      expect(html).toContain('max-w-[1024px]');
      // The dark preset's heading colour is used inside the dark section.
      expect(html).toMatch(/<h2 class="[^"]*text-white[^"]*">Inside the section<\/h2>/);
    });

    it('renders the columns of the chosen preset and only as many as the count', () => {
      expect(html).toMatch(/<div style="--columns-template:minmax\(0, 25fr\) minmax\(0, 50fr\) minmax\(0, 25fr\)" class="grid grid-cols-1 md:grid-cols-\(--columns-template\) gap-8">/);
      expect(html).toContain('Left column');
      expect(html).toContain('Middle column');
      expect(html).toContain('h-4');
      expect(html).not.toContain('Hidden fourth column');
    });

    it('renders spacers as hidden boxes of the chosen height', () => {
      expect(html).toContain('<div aria-hidden="true" class="h-12"></div>');
    });

    it('renders alerts with a role, a spoken label and a dismiss button when asked', () => {
      expect(html).toMatch(/<div role="alert" class="[^"]*bg-red-50[^"]*">/);
      expect(html).toContain('<span class="sr-only">Error: </span><p class="font-semibold">Payment failed</p>');
      expect(html).toContain('aria-label="Dismiss"');
      expect(html).toMatch(/<div role="status" class="[^"]*bg-sky-50[^"]*">/);
      expect(html).toContain('Shipping is free.');
    });
  });

  it('renders right to left for Arabic and falls back to defaults for missing root props', () => {
    expect(render({ root: { props: { language: 'ar' } }, content: [] })).toMatch(/<div lang="ar" dir="rtl" style="font-family:system-ui[^"]*" class="[^"]*bg-white text-slate-900[^"]*"><div class="mx-auto w-full max-w-\[1440px\]">/);
    expect(render({ root: {}, content: [] })).toContain('lang="en" dir="ltr"');
  });

  it('shows no rich text when the server did not prepare it, rather than rendering markdown here', () => {
    const html = render({ root: {}, content: [{ type: 'RichText', props: { id: 'rich-2', markdown: '# Not prepared' } }] });
    expect(html).not.toContain('Not prepared');
  });

  it('shows a "No image" box for an image without a url, and nothing for empty headings and text', () => {
    const html = render({
      root: {},
      content: [
        { type: 'Image', props: { id: 'image-3', url: '', alt: '', fit: 'cover', loading: 'lazy', placeholder: 'empty', align: 'start' } },
        { type: 'Heading', props: { id: 'heading-3', text: '  ', level: 'h2', align: 'start', size: '3xl' } },
        { type: 'Text', props: { id: 'text-5', text: '', align: 'start', size: 'base', textDisplayLength: 0 } },
      ],
    });
    expect(html).toContain('role="img" aria-label="No image"');
    expect(html).not.toContain('<h2');
    expect(html).not.toContain('<p');
  });
});
