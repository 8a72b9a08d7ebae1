import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './sanitize-svg.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const svg = (inner: string, attrs = '') => bytes(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 4 4"${attrs}>${inner}</svg>`);

describe('sanitizeSvg', () => {
  it.each([
    ['script', '<script>alert(1)</script>', /script|alert/],
    ['event handler', '<rect onmouseover="alert(1)" width="1" height="1"/>', /onmouseover|alert/],
    ['javascript: link', '<a href="javascript:alert(1)"><rect width="1" height="1"/></a>', /javascript/],
    ['external xlink:href', '<linearGradient id="x" xlink:href="http://evil.example/g.svg#a"/>', /evil/],
    ['data: href', '<linearGradient id="x" href="data:image/svg+xml,abc"/>', /data:/],
    ['foreignObject', '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>', /foreignObject|<div/i],
    ['external use', '<use href="http://evil.example/s.svg#i"/>', /evil|<use/],
    ['style url', '<rect style="fill:url(http://evil.example/a)" width="1" height="1"/>', /evil/],
    ['style sheet url', '<style>rect{fill:url(https://evil.example/a)}</style><rect width="1" height="1"/>', /evil/],
    ['style sheet @import', '<style>@import "http://evil.example/x.css";</style><rect width="1" height="1"/>', /evil|@import/],
    ['animate to javascript', '<a><animate attributeName="href" to="javascript:alert(1)"/></a>', /javascript|animate/],
    ['set href', '<a><set attributeName="href" to="javascript:alert(1)"/></a>', /javascript|<set/],
    ['image', '<image href="http://evil.example/a.png"/>', /evil|<image/],
  ])('removes %s', async (_name, inner, forbidden) => {
    const clean = await sanitizeSvg(svg(`${inner}<circle cx="2" cy="2" r="1"/>`));
    expect(clean).not.toBeNull();
    expect(clean).not.toMatch(forbidden);
    expect(clean).toContain('<circle');
  });

  it('keeps same-document references and harmless styles', async () => {
    const clean = await sanitizeSvg(svg('<defs><linearGradient id="g"/></defs><style>.a{fill:red}</style><rect class="a" fill="url(#g)" style="stroke:blue" width="1" height="1"/>'));
    expect(clean).toContain('url(#g)');
    expect(clean).toContain('.a{fill:red}');
    expect(clean).toContain('stroke:blue');
  });

  it('refuses bytes that are not an SVG document', async () => {
    expect(await sanitizeSvg(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe]))).toBeNull();
    expect(await sanitizeSvg(bytes('<html><body>x</body></html>'))).toBeNull();
    expect(await sanitizeSvg(bytes('<svg><rect></svg>'))).toBeNull();
    expect(await sanitizeSvg(bytes('plain text'))).toBeNull();
    expect(await sanitizeSvg(bytes('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>'))).toContain('<rect');
  });
});
