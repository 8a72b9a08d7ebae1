// What a page's HTML makes a visitor download as JavaScript before anything runs: every
// `<script src>` and `<link rel="modulepreload">` it names, and the modules those import
// statically, found by reading the fetched files. Each file once, gzipped here at level 9.
import { gzipSync } from 'node:zlib';
import { httpGet } from './http-get.ts';

export interface ScriptFile {
  /** Path on the app's origin. */
  path: string;
  bytes: number;
  /** zlib gzip, level 9, of the bytes as served. */
  gzip: number;
  /** How it arrives: named by the HTML, imported by an inline module script or by a file that was, or loaded at run time. */
  via: 'script' | 'modulepreload' | 'inline import' | 'static import' | 'run time';
}

// `import x from"./a.js"`, `import{a as b}from"./a.js"`, `import"./a.js"`, `export{a}from"./a.js"`,
// `export*from"./a.js"`: minified module syntax. `import(` (dynamic) has a parenthesis and no match.
const STATIC_IMPORT = /\b(?:import\s*(?:[\w$*{}\s,]+?\s*from\s*)?|export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*)(["'`])([^"'`\s]+)\1/g;

/**
 * Specifiers of a module's static imports and re-exports. Only URLs and paths: a bare specifier
 * (`react-router/dom`) cannot be loaded by a browser without an import map, so a match of one is
 * text inside a string (React Router quotes `import … from "react-router/dom"` in an error message).
 */
export function staticImportsOf(source: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)].map((match) => match[2]!).filter((specifier) => /^(?:\.{0,2}\/|https?:)/.test(specifier));
}

/** The module scripts and module preloads an HTML document names, as absolute URLs. */
export function scriptsNamedBy(html: string, pageUrl: string): { url: string; via: 'script' | 'modulepreload' }[] {
  const named: { url: string; via: 'script' | 'modulepreload' }[] = [];
  const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll('&amp;', '&');
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attribute(tag, 'src');
    if (src) named.push({ url: new URL(src, pageUrl).href, via: 'script' });
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = attribute(tag, 'href');
    if (href && /\brel="modulepreload"/.test(tag)) named.push({ url: new URL(href, pageUrl).href, via: 'modulepreload' });
  }
  return named;
}

/**
 * What the HTML's inline module scripts import statically, as absolute URLs: React Router's
 * bootstrap script imports the manifest and the matched routes' modules this way. Visitors' pages
 * have no inline module script (decision 010).
 */
export function inlineModuleImportsOf(html: string, pageUrl: string): string[] {
  const inlineModules = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g)];
  return inlineModules.flatMap((match) => staticImportsOf(match[1]!).map((specifier) => new URL(specifier, pageUrl).href));
}

/** An asset as served (no Accept-Encoding, so the raw bytes), measured. */
export async function measureAsset(url: string, via: ScriptFile['via']): Promise<ScriptFile & { source: string }> {
  const response = await httpGet(url);
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return { path: new URL(url).pathname, bytes: response.body.length, gzip: gzipSync(response.body, { level: 9 }).length, via, source: response.body.toString('utf8') };
}

/**
 * The HTML's scripts, preloads and inline module scripts' imports, then every module they import
 * statically, transitively. Inline scripts are also counted (a page with islands has none).
 */
export async function staticScriptsOf(html: string, pageUrl: string): Promise<{ files: ScriptFile[]; inlineScripts: number }> {
  const origin = new URL(pageUrl).origin;
  const files = new Map<string, ScriptFile>();
  const queue: { url: string; via: ScriptFile['via'] }[] = [
    ...scriptsNamedBy(html, pageUrl),
    ...inlineModuleImportsOf(html, pageUrl).map((url) => ({ url, via: 'inline import' as const })),
  ];
  while (queue.length > 0) {
    const { url, via } = queue.shift()!;
    const parsed = new URL(url);
    if (parsed.origin !== origin) throw new Error(`the page names a script on another origin: ${url}`);
    if (files.has(parsed.pathname)) continue;
    const { source, ...file } = await measureAsset(url, via);
    files.set(parsed.pathname, file);
    for (const specifier of staticImportsOf(source)) queue.push({ url: new URL(specifier, url).href, via: 'static import' });
  }
  const inlineScripts = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].filter((match) => !/type="application\/(ld\+)?json"/.test(match[0])).length;
  return { files: [...files.values()], inlineScripts };
}
