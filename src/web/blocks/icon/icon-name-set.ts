// Editor only: which library an icon name belongs to, without loading any react-icons module.
import { ICON_LIBRARY_OPTIONS, type IconLibrary } from '#core/options/icon-options.ts';

export type BuiltInIconSet = Exclude<IconLibrary, 'all' | 'custom'>;

export const BUILT_IN_ICON_SETS: readonly BuiltInIconSet[] = ICON_LIBRARY_OPTIONS.map((option) => option.value).filter(
  (value): value is BuiltInIconSet => value !== 'all' && value !== 'custom',
);

/** Every react-icons name starts with its set's prefix, which lets a picked name carry its set. */
const PREFIXES: Readonly<Record<BuiltInIconSet, string>> = { fa: 'Fa', ti: 'Ti', go: 'Go', tb: 'Tb', cg: 'Cg', md: 'Md' };
const PREFIXED_NAME = /^(Fa|Ti|Go|Tb|Cg|Md)[A-Z0-9][A-Za-z0-9]*$/;

export function isBuiltInIconSet(set: unknown): set is BuiltInIconSet {
  return typeof set === 'string' && (BUILT_IN_ICON_SETS as readonly string[]).includes(set);
}

/** 'FaLeaf' => 'fa'; undefined for names no built-in set could export (custom icon names). */
export function builtInSetOfName(name: unknown): BuiltInIconSet | undefined {
  if (typeof name !== 'string') return undefined;
  const prefix = PREFIXED_NAME.exec(name)?.[1];
  return BUILT_IN_ICON_SETS.find((set) => PREFIXES[set] === prefix);
}

// A custom icon may be named like a react-icons export ('FaLogo'); the picker knows which it picked.
const pickedSets = new Map<string, BuiltInIconSet | 'custom'>();

export function rememberPickedIconSet(name: string, set: string): void {
  if (set === 'custom' || isBuiltInIconSet(set)) pickedSets.set(name, set);
}

/** The set of a picked or typed name: what the picker picked, else the name's prefix, else custom. */
export function iconSetOfName(name: unknown): BuiltInIconSet | 'custom' {
  if (typeof name === 'string' && pickedSets.has(name)) return pickedSets.get(name)!;
  return builtInSetOfName(name) ?? 'custom';
}

/** The read-only endpoint that answers one built-in icon's server-rendered SVG. */
export function iconSvgUrl(set: string, name: string): string {
  return `/api/system_icons/svg?${new URLSearchParams({ set, name })}`;
}
