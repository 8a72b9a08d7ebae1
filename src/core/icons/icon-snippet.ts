// The icon detail dialog's colour choices and code snippet (spec 2 §2: size and colour selects,
// a code snippet that follows them).
import type { TokenOption } from '../options/token-option.ts';

/** The theme's colour tokens (src/web/app.css), as Tailwind text-* classes and CSS variables. */
export const ICON_COLOR_TOKENS: readonly TokenOption[] = [
  { label: 'Primary', value: 'primary', css: 'var(--color-primary)' },
  { label: 'Text', value: 'fg', css: 'var(--color-fg)' },
  { label: 'Muted text', value: 'fg-muted', css: 'var(--color-fg-muted)' },
  { label: 'Success', value: 'success', css: 'var(--color-success)' },
  { label: 'Danger', value: 'danger', css: 'var(--color-danger)' },
  { label: 'Current colour', value: 'current', css: 'currentColor' },
];

export interface SnippetIcon {
  /** 'fa', 'md', … or 'custom'. */
  set: string;
  /** react-icons export name ('FaLeaf'); for custom icons, the name people gave it. */
  iconName: string;
  /** Custom icons: the id the Icon block refers to them by. */
  id?: string;
}

const REACT_ICONS_SET = /^[a-z0-9]{2,4}$/;
const COMPONENT_NAME = /^[A-Z][A-Za-z0-9]*$/;

/** The CSS value of a colour token; unknown tokens fall back to the primary colour. */
export function iconColorCss(token: string): string {
  return (ICON_COLOR_TOKENS.find((option) => option.value === token) ?? ICON_COLOR_TOKENS[0]!).css;
}

/**
 * Code that shows this icon at this size and colour. Built-in icons: the react-icons import and
 * element with Tailwind classes. Custom icons exist only in this product: the Icon block's props.
 */
export function iconSnippet(icon: SnippetIcon, size: string, color: string): string {
  if (icon.set !== 'custom' && REACT_ICONS_SET.test(icon.set) && COMPONENT_NAME.test(icon.iconName)) {
    return `import { ${icon.iconName} } from 'react-icons/${icon.set}';\n\n<${icon.iconName} className="text-${size} text-${color}" />`;
  }
  const name = JSON.stringify(icon.id ?? icon.iconName);
  return `<Icon set="custom" name=${name} size="${size}" color="${iconColorCss(color)}" />`;
}
