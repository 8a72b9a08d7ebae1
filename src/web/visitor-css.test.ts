import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// visitor.css (decision 055) is built from the sources it names, not from the whole project: a class
// in a module a published page loads, but outside those sources, would be missing for visitors only.
// This walks the modules a visitor's page can load (static and dynamic imports, from the page render
// and every island) and checks each lies in visitor.css's sources.

const webDir = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.dirname(webDir);
const css = fs.readFileSync(path.join(webDir, 'visitor.css'), 'utf8');

/** `*` within a path segment, `**` across segments. */
function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*\//g, '\u0000').replace(/\*/g, '[^/]*').replace(/\u0000/g, '(?:.*/)?');
  return new RegExp(`^${escaped}$`);
}

function sources(kind: 'include' | 'exclude'): string[] {
  const pattern = kind === 'include' ? /^@source '([^']+)';$/gm : /^@source not '([^']+)';$/gm;
  return [...css.matchAll(pattern)].map((match) => path.resolve(webDir, match[1]!));
}

const included = sources('include');
const excluded = sources('exclude').map(globToRegExp);

function covered(file: string): boolean {
  if (excluded.some((glob) => glob.test(file))) return false;
  return included.some((source) => file === source || file.startsWith(`${source}${path.sep}`));
}

const IMPORT = /(?:import|export)\s[^'";]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)|import\s+'([^']+)'/g;

function resolveImport(from: string, specifier: string): string | null {
  const bare = specifier.split('?')[0]!;
  let target: string;
  if (bare.startsWith('#web/')) target = path.join(webDir, bare.slice(5));
  else if (bare.startsWith('#core/')) target = path.join(srcDir, 'core', bare.slice(6));
  else if (bare.startsWith('.')) target = path.resolve(path.dirname(from), bare);
  else return null; // packages, and #server (never in the browser)
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`]) if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  throw new Error(`${path.relative(srcDir, from)} imports ${specifier}, not found`);
}

/** Every module of ours reachable from the entries; server-only modules (`.server.ts`) are not in the browser's graph. */
function moduleGraph(entries: string[]): string[] {
  const seen = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, (match[1] ?? match[2] ?? match[3])!);
      if (target && !target.includes('.server.')) pending.push(target);
    }
  }
  return [...seen].filter((file) => /\.tsx?$/.test(file));
}

const visitorEntries = ['pages/public-page.tsx', 'islands/island-specs.ts', 'islands/runtime.client.ts', 'islands/hydrate-island.client.tsx', 'routes/page.tsx'].map((file) => path.join(webDir, file));

describe('visitor.css', () => {
  it('names in its sources every module a published page renders or loads', () => {
    // routes/page.tsx loads the editor lazily for {path}/edit, which links app.css: not a visitor's module.
    const graph = moduleGraph(visitorEntries.slice(0, -1));
    expect(graph.length).toBeGreaterThan(100);
    const missing = graph.filter((file) => !covered(file)).map((file) => path.relative(srcDir, file));
    expect(missing).toEqual([]);
  });

  it('leaves out the dashboard, the editor and the block settings', () => {
    for (const file of ['editor/page-editor.tsx', 'dashboard', 'block-fields', 'routes/dashboard/layout.tsx', 'blocks/root/page-root.config.tsx']) {
      expect(covered(path.join(webDir, file)), file).toBe(false);
    }
  });
});
