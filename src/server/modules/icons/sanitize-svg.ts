import type { DOMPurify } from 'dompurify';
import type { DOMWindow } from 'jsdom';

// <use> stays forbidden (DOMPurify's default): references are kept only as same-document
// fragments, and icons need no sprites.
// jsdom costs ~0.8 s and ~50 MB to load, and only an uploaded icon needs it: it is loaded on the
// first upload (decision 028), then one window serves the process (DOMPurify only reads and
// builds detached nodes with it).
let sanitizer: Promise<{ window: DOMWindow; purify: DOMPurify }> | undefined;

function loadSanitizer() {
  sanitizer ??= Promise.all([import('jsdom'), import('dompurify')]).then(([{ JSDOM }, { default: createDOMPurify }]) => {
    const window = new JSDOM('').window;
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    addHooks(purify);
    return { window, purify };
  });
  return sanitizer;
}

const SAME_DOCUMENT_REFERENCE = /^#[\w.:-]*$/;
// Any url(…) that is not a same-document fragment (url(#grad)) could load from elsewhere.
const FOREIGN_URL = /url\(\s*(?!['"]?#)/i;

function addHooks(purify: DOMPurify) {
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue.trim();
    if ((name === 'href' || name === 'xlink:href') && !SAME_DOCUMENT_REFERENCE.test(value)) data.keepAttr = false;
    if (name.startsWith('on')) data.keepAttr = false;
    if (FOREIGN_URL.test(value) || /@import|expression\(|javascript:/i.test(value)) data.keepAttr = false;
  });
  purify.addHook('uponSanitizeElement', (node, data) => {
    // A <style> sheet that could load anything (url(…) off the document, @import) is emptied whole.
    if (data.tagName === 'style' && (FOREIGN_URL.test(node.textContent ?? '') || /@import|expression\(|javascript:|\\/i.test(node.textContent ?? ''))) node.textContent = '';
  });
}

/**
 * Parses `bytes` as SVG and returns it sanitised with DOMPurify's SVG profile (no script,
 * foreignObject, event handlers, or references outside the document), or null when the bytes
 * are not an SVG document at all.
 */
export async function sanitizeSvg(bytes: Uint8Array): Promise<string | null> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  const { window, purify } = await loadSanitizer();
  const parsed = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = parsed.documentElement;
  if (!root || root.localName !== 'svg' || root.namespaceURI !== 'http://www.w3.org/2000/svg' || parsed.getElementsByTagName('parsererror').length > 0) return null;
  const clean = purify.sanitize(text, { USE_PROFILES: { svg: true, svgFilters: true }, FORBID_TAGS: ['foreignObject', 'script', 'image', 'a'] });
  return clean.trim().startsWith('<svg') ? clean : null;
}
