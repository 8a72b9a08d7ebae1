// The icon detail dialog's code snippet (spec 2 §2: size and colour selects, a code snippet that
// follows them). Colour tokens are the icon gallery's (#core/content/gallery-filters.ts).
import { iconColorCss } from '../content/gallery-filters.ts';

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

/** The Tailwind colour behind a gallery colour token: theme tokens as they are, palette names at their 500 shade. */
export function iconColorClass(token: string): string {
  return token === 'primary' || token === 'current' ? token : `${token}-500`;
}

/**
 * Code that shows this icon at this size and colour. Built-in icons: the react-icons import and
 * element with Tailwind classes. Custom icons exist only in this product: the Icon block's props.
 */
export function iconSnippet(icon: SnippetIcon, size: string, color: string): string {
  if (icon.set !== 'custom' && REACT_ICONS_SET.test(icon.set) && COMPONENT_NAME.test(icon.iconName)) {
    return `import { ${icon.iconName} } from 'react-icons/${icon.set}';\n\n<${icon.iconName} className="text-${size} text-${iconColorClass(color)}" />`;
  }
  const name = JSON.stringify(icon.id ?? icon.iconName);
  return `<Icon set="custom" name=${name} size="${size}" color="${iconColorCss(color)}" />`;
}
