import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { builtInSetOfName, iconSetOfName, iconSvgUrl, isBuiltInIconSet, rememberPickedIconSet } from './icon-name-set.ts';
import { Icon } from './icon.tsx';
import { ICON_DEFAULT_PROPS } from './icon.types.ts';
import { safeCssColor } from './safe-css-color.ts';

const SVG = '<svg viewBox="0 0 10 10" aria-hidden="true"><path d="M0 0h10v10z"></path></svg>';

describe('Icon (server render)', () => {
  it('inlines the prepared SVG, decorative when it has no label', () => {
    const html = renderToString(<Icon {...ICON_DEFAULT_PROPS} _svg={SVG} />);
    expect(html).toContain(SVG);
    expect(html).toMatch(/^<span[^>]*aria-hidden="true"/);
    expect(html).not.toContain('role="img"');
    expect(html).toContain('font-size:3.75rem');
  });

  it('names a labelled icon as an image', () => {
    const html = renderToString(<Icon {...ICON_DEFAULT_PROPS} label="Free shipping" size="2xl" _svg={SVG} />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Free shipping"');
    expect(html).not.toMatch(/^<span[^>]*aria-hidden/);
    expect(html).toContain('font-size:1.5rem');
  });

  it('shows a custom icon as an <img>, with its label as alt text', () => {
    const src = 'data:image/svg+xml;base64,PHN2Zy8+';
    expect(renderToString(<Icon {...ICON_DEFAULT_PROPS} set="custom" name="logo" label="Our logo" _src={src} />)).toMatch(
      /^<img src="data:image\/svg\+xml;base64,PHN2Zy8\+" alt="Our logo"/,
    );
    expect(renderToString(<Icon {...ICON_DEFAULT_PROPS} set="custom" name="logo" _src={src} />)).toContain('alt=""');
  });

  it('renders nothing without prepared markup or with an unsafe source', () => {
    expect(renderToString(<Icon {...ICON_DEFAULT_PROPS} />)).toBe('');
    expect(renderToString(<Icon {...ICON_DEFAULT_PROPS} set="custom" _src="javascript:alert(1)" />)).toBe('');
    expect(renderToString(<Icon {...ICON_DEFAULT_PROPS} set="custom" _src="https://evil.example/x.svg" />)).toBe('');
  });

  it('applies only safe colours', () => {
    expect(renderToString(<Icon {...ICON_DEFAULT_PROPS} color="#ff0000" _svg={SVG} />)).toContain('color:#ff0000');
    const injected = renderToString(<Icon {...ICON_DEFAULT_PROPS} color="red; background:url(https://x)" _svg={SVG} />);
    expect(injected).not.toContain('background');
    expect(injected).not.toContain('color:');
  });
});

describe('safeCssColor', () => {
  it('accepts colour syntax and nothing else', () => {
    for (const ok of ['#abc', '#A1B2C3', '#11223344', 'rebeccapurple', 'rgb(1, 2, 3)', 'rgb(1 2 3 / 50%)', 'hsl(200 50% 40%)', 'oklch(0.7 0.1 200)', 'var(--color-primary)']) {
      expect(safeCssColor(ok), ok).toBe(ok);
    }
    for (const bad of ['', '  ', 'red;x:y', 'url(x)', 'rgb(1,2,3);color:red', 'expression(alert(1))', '#12', 'var(--a);b', 42, null]) {
      expect(safeCssColor(bad), String(bad)).toBeUndefined();
    }
  });
});

describe('editor icon sets', () => {
  it('derives the set from a react-icons name', () => {
    expect(builtInSetOfName('FaLeaf')).toBe('fa');
    expect(builtInSetOfName('TbHome2')).toBe('tb');
    expect(builtInSetOfName('MdHome')).toBe('md');
    expect(builtInSetOfName('FaceSmile')).toBeUndefined();
    expect(builtInSetOfName('custom-logo')).toBeUndefined();
    expect(builtInSetOfName(undefined)).toBeUndefined();
  });

  it('knows the set of a picked name, even a custom icon named like a react-icons export', () => {
    expect(iconSetOfName('FaLeaf')).toBe('fa');
    expect(iconSetOfName('company-logo')).toBe('custom');
    rememberPickedIconSet('FaCompany', 'custom');
    expect(iconSetOfName('FaCompany')).toBe('custom');
    rememberPickedIconSet('Whatever', 'nonsense');
    expect(iconSetOfName('Whatever')).toBe('custom');
    expect(isBuiltInIconSet('md')).toBe(true);
    expect(isBuiltInIconSet('all')).toBe(false);
  });

  it('addresses the server-rendered SVG of one icon', () => {
    expect(iconSvgUrl('fa', 'FaLeaf')).toBe('/api/system_icons/svg?set=fa&name=FaLeaf');
  });
});
