import { Render } from '@puckeditor/core/rsc';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { publicConfig, type PublicPageData } from '../public-config.ts';

function renderSection(props: Record<string, unknown>): string {
  const data = {
    root: { props: { title: 'Home', description: '', theme: 'default', fontFamily: 'inter', maxWidth: '1280px', language: 'en' } },
    content: [
      {
        type: 'Section',
        props: { id: 'section-1', maxWidth: '1024px', paddingY: '8', paddingX: '4', background: '', content: [{ type: 'Heading', props: { id: 'h', text: 'Inside', level: 'h2', align: 'start', size: '3xl' } }], ...props },
      },
    ],
  } as unknown as PublicPageData;
  return renderToString(<Render config={publicConfig} data={data} />);
}

describe('Section background gradient (server render)', () => {
  it('draws a linear gradient of the picked hex colours over the first one', () => {
    const html = renderSection({
      backgroundGradient: [
        { value: 'sky-50', hex: '#f0f9ff', label: 'Sky 50' },
        { value: 'amber-50', hex: '#FFFBEB', label: 'Amber 50' },
      ],
    });
    expect(html).toContain('background-color:#f0f9ff;background-image:linear-gradient(to right, #f0f9ff, #fffbeb)');
    expect(html).toContain('Inside');
  });

  it('never writes a colour that is not a hex value, and falls back to the background colour', () => {
    const html = renderSection({
      background: 'slate-900',
      backgroundGradient: [
        { value: 'x', hex: 'red);background:url(https://evil.example/x', label: 'x' },
        { value: 'y', hex: '#ffffff', label: 'White' },
      ],
    });
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('linear-gradient');
    expect(html).toMatch(/background-color:#0f172a/);
  });

  it('keeps sections saved before the gradient existed as they were', () => {
    const html = renderSection({});
    expect(html).toMatch(/<section class="[^"]*py-8[^"]*">/);
    expect(html).not.toContain("background-image");
  });
});
