import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { isBuiltInIconSet, loadIconSet, pickIconComponent } from './icon-sets.ts';

/**
 * SVG markup of a react-icons icon, sized 1em so the block's font size sets it and hidden from
 * assistive technology (the Icon block names it, when it has a label, on its wrapper).
 * Null for custom icons, unknown sets or names, and any failure: a broken icon must not break a page.
 */
export async function renderIconSvg(set: string, name: string): Promise<string | null> {
  if (!isBuiltInIconSet(set) || typeof name !== 'string') return null;
  try {
    const module = await loadIconSet(set);
    const component = pickIconComponent(module, name);
    if (component === undefined) return null;
    const markup = renderToStaticMarkup(
      createElement(component as FunctionComponent<Record<string, unknown>>, { size: '1em', 'aria-hidden': true, focusable: 'false' }),
    );
    return markup.startsWith('<svg') ? markup : null;
  } catch {
    return null;
  }
}
