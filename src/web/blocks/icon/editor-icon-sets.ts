// Editor only (imported by icon.config.tsx and the picker): react-icons sets loaded in the browser,
// each in its own chunk. Specifiers are literal so the bundler can split them and nothing else loads.
import { createElement, type ComponentType } from 'react';
import { ICON_LIBRARY_OPTIONS, type IconLibrary } from '#core/options/icon-options.ts';

export type BuiltInIconSet = Exclude<IconLibrary, 'all' | 'custom'>;
type IconSetModule = Readonly<Record<string, unknown>>;
export type IconComponent = ComponentType<{ size?: string | number; 'aria-hidden'?: boolean; focusable?: string }>;

export const BUILT_IN_ICON_SETS: readonly BuiltInIconSet[] = ICON_LIBRARY_OPTIONS.map((option) => option.value).filter(
  (value): value is BuiltInIconSet => value !== 'all' && value !== 'custom',
);

const LOADERS: Readonly<Record<BuiltInIconSet, () => Promise<IconSetModule>>> = {
  fa: () => import('react-icons/fa'),
  ti: () => import('react-icons/ti'),
  go: () => import('react-icons/go'),
  tb: () => import('react-icons/tb'),
  cg: () => import('react-icons/cg'),
  md: () => import('react-icons/md'),
};

/** Every react-icons name starts with its set's prefix, which lets a picked name carry its set. */
const PREFIXES: Readonly<Record<BuiltInIconSet, string>> = { fa: 'Fa', ti: 'Ti', go: 'Go', tb: 'Tb', cg: 'Cg', md: 'Md' };
const PREFIXED_NAME = /^(Fa|Ti|Go|Tb|Cg|Md)[A-Z0-9][A-Za-z0-9]*$/;

export function isBuiltInIconSet(set: unknown): set is BuiltInIconSet {
  return typeof set === 'string' && Object.hasOwn(LOADERS, set);
}

/** 'FaLeaf' => 'fa'; undefined for names no built-in set could export (custom icon ids). */
export function builtInSetOfName(name: unknown): BuiltInIconSet | undefined {
  if (typeof name !== 'string') return undefined;
  const prefix = PREFIXED_NAME.exec(name)?.[1];
  return BUILT_IN_ICON_SETS.find((set) => PREFIXES[set] === prefix);
}

const pending = new Map<BuiltInIconSet, Promise<IconSetModule>>();
// Resolved modules, readable during render once loaded.
const loaded = new Map<BuiltInIconSet, IconSetModule>();

export function loadIconSet(set: BuiltInIconSet): Promise<IconSetModule> {
  let promise = pending.get(set);
  if (promise === undefined) {
    promise = LOADERS[set]().then((module) => {
      loaded.set(set, module);
      return module;
    });
    pending.set(set, promise);
    // A failed chunk load (offline, new deploy) may succeed on the next try.
    promise.catch(() => pending.delete(set));
  }
  return promise;
}

/** The component for `name` if its set has already been loaded. */
export function loadedIconComponent(set: BuiltInIconSet, name: string): IconComponent | undefined {
  const module = loaded.get(set);
  if (module === undefined || !/^[A-Z][A-Za-z0-9]*$/.test(name) || !Object.hasOwn(module, name)) return undefined;
  const candidate = module[name];
  return typeof candidate === 'function' ? (candidate as IconComponent) : undefined;
}

const sortedNames = new Map<BuiltInIconSet, readonly string[]>();

async function namesOf(set: BuiltInIconSet): Promise<readonly string[]> {
  const cached = sortedNames.get(set);
  if (cached !== undefined) return cached;
  const module = await loadIconSet(set);
  const names = Object.keys(module)
    .filter((name) => typeof module[name] === 'function' && /^[A-Z]/.test(name))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  sortedNames.set(set, names);
  return names;
}

export interface EditorIconItem {
  set: BuiltInIconSet;
  name: string;
}

/**
 * The picker's page of icons. Same rules as the server's listIcons (every search word must match,
 * sets in library order, names A to Z), computed in the browser because the picker draws the icons
 * from the same modules anyway.
 */
export async function listEditorIcons(query: {
  set: IconLibrary;
  search: string;
  limit: number;
}): Promise<{ items: EditorIconItem[]; total: number }> {
  const sets = query.set === 'all' ? BUILT_IN_ICON_SETS : isBuiltInIconSet(query.set) ? [query.set] : [];
  const words = query.search.toLowerCase().split(/\s+/).filter((word) => word.length > 0);
  const found: EditorIconItem[] = [];
  const lists = await Promise.all(sets.map(async (set) => ({ set, names: await namesOf(set) })));
  for (const { set, names } of lists) {
    for (const name of names) {
      const lower = name.toLowerCase();
      if (words.every((word) => lower.includes(word))) found.push({ set, name });
    }
  }
  return { items: found.slice(0, Math.max(0, query.limit)), total: found.length };
}

/**
 * The same markup the server's renderIconSvg produces, for the editor preview. react-dom/server is
 * loaded on demand: only the editor ever needs it in the browser.
 */
export async function renderEditorIconSvg(set: string, name: string): Promise<string | null> {
  if (!isBuiltInIconSet(set)) return null;
  try {
    await loadIconSet(set);
    const component = loadedIconComponent(set, name);
    if (component === undefined) return null;
    const { renderToStaticMarkup } = await import('react-dom/server');
    const markup = renderToStaticMarkup(createElement(component, { size: '1em', 'aria-hidden': true, focusable: 'false' }));
    return markup.startsWith('<svg') ? markup : null;
  } catch {
    return null;
  }
}
