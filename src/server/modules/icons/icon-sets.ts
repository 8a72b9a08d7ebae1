// The react-icons sets the server may load. Import specifiers are written out literally so a
// request can never turn a set name into an arbitrary module path.
import { ICON_LIBRARY_OPTIONS, type IconLibrary } from '#core/options/icon-options.ts';

/** Libraries rendered from react-icons; 'custom' icons are stored SVGs and 'all' is only a search scope. */
export type BuiltInIconSet = Exclude<IconLibrary, 'all' | 'custom'>;

export const BUILT_IN_ICON_SETS: readonly BuiltInIconSet[] = ICON_LIBRARY_OPTIONS.map((option) => option.value).filter(
  (value): value is BuiltInIconSet => value !== 'all' && value !== 'custom',
);

/** A react-icons set module: export name to component (plus nothing else worth trusting). */
export type IconSetModule = Readonly<Record<string, unknown>>;

const LOADERS: Readonly<Record<BuiltInIconSet, () => Promise<IconSetModule>>> = {
  fa: () => import('react-icons/fa'),
  ti: () => import('react-icons/ti'),
  go: () => import('react-icons/go'),
  tb: () => import('react-icons/tb'),
  cg: () => import('react-icons/cg'),
  md: () => import('react-icons/md'),
};

export function isBuiltInIconSet(set: unknown): set is BuiltInIconSet {
  return typeof set === 'string' && Object.hasOwn(LOADERS, set);
}

// The promise is cached, not the module, so concurrent first requests share one import.
const modules = new Map<BuiltInIconSet, Promise<IconSetModule>>();

/** Loads a set once per process. A failed import is forgotten so a later call can retry. */
export function loadIconSet(set: BuiltInIconSet): Promise<IconSetModule> {
  let pending = modules.get(set);
  if (pending === undefined) {
    pending = LOADERS[set]();
    modules.set(set, pending);
    pending.catch(() => modules.delete(set));
  }
  return pending;
}

/** react-icons export names: PascalCase, starting with the set's prefix (FaLeaf, TbHome2). */
const ICON_NAME = /^[A-Z][A-Za-z0-9]*$/;

/** The icon component exported as `name`, or undefined for anything that is not one. */
export function pickIconComponent(module: IconSetModule, name: string): ((props: Record<string, unknown>) => unknown) | undefined {
  if (!ICON_NAME.test(name) || !Object.hasOwn(module, name)) return undefined;
  const candidate = module[name];
  return typeof candidate === 'function' ? (candidate as (props: Record<string, unknown>) => unknown) : undefined;
}

// Sorted once per set: listing and searching read these on every request.
const sortedNames = new Map<BuiltInIconSet, readonly string[]>();

/** Every icon name of a set, A to Z. */
export async function iconNamesOf(set: BuiltInIconSet): Promise<readonly string[]> {
  const cached = sortedNames.get(set);
  if (cached !== undefined) return cached;
  const module = await loadIconSet(set);
  const names = Object.keys(module)
    .filter((name) => pickIconComponent(module, name) !== undefined)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  sortedNames.set(set, names);
  return names;
}
