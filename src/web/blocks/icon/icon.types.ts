import { DEFAULT_ICON_FILTER, type IconLibrary } from '#core/options/icon-options.ts';

/** A library an Icon block can use; 'all' is only a search scope in the picker. */
export type IconSet = Exclude<IconLibrary, 'all'>;

export interface IconProps {
  set: IconSet;
  /** react-icons export name ('FaLeaf'), or a custom icon's name (or id) when `set` is 'custom'. */
  name: string;
  /** A token of ICON_SIZE_SCALE ('6xl'); the SVG is 1em, so this is its size. */
  size: string;
  /** Any CSS colour; empty means the theme's icon colour. */
  color: string;
  /** Accessible name. Empty means decorative: hidden from assistive technology. */
  label: string;
  /** Server-prepared (prepareRenderData): SVG markup of a built-in icon. Trusted: it comes from our renderer. */
  _svg?: string | null;
  /** Server-prepared: data:image/svg+xml URL of a custom icon, shown with <img> so its scripts never run. */
  _src?: string | null;
}

export const ICON_DEFAULT_PROPS: IconProps = {
  set: 'fa',
  name: 'FaStar',
  size: DEFAULT_ICON_FILTER.size,
  color: '',
  label: '',
};
