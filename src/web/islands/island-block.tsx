import { createElement, useContext, useId, type ComponentType, type ReactElement } from 'react';
import { islandName } from '#core/islands/island-modules.ts';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { isIslandActive, type IslandSpec } from './define-island.ts';
import { IslandProviders, usePageContext, type PageContextValue } from './island-context.tsx';
import { IslandRendererContext } from './island-ssr.ts';
import { ISLAND_TAG } from './island-tag.ts';

/**
 * A block as visitors' pages render it: static HTML, or, when the block is interactive, its own
 * small React root that the browser hydrates from the island's chunk with only the declared props.
 */
export function islandBlock<Props extends object>(spec: IslandSpec<Props>, Component: ComponentType<Props>) {
  function IslandBlock(props: Props): ReactElement {
    const renderIsland = useContext(IslandRendererContext);
    // The preset in effect here, which is not the page's inside a coloured Section.
    const page: PageContextValue = { ...usePageContext(), theme: useTheme().name };
    const renderId = useId();
    if (!isIslandActive(spec, props)) return <Component {...props} />;
    const browserProps = spec.props(props);
    // Each island's useId values need their own prefix: the block's Puck id (unique on a page), or
    // for a block stored without one (the API does not require it), an id from this render.
    const blockId = (props as { id?: unknown }).id;
    const prefix = `${typeof blockId === 'string' && blockId !== '' ? blockId : `${spec.block}${renderId}`}-`;
    const element = (
      <IslandProviders context={page}>
        <Component {...(browserProps as Props)} />
      </IslandProviders>
    );
    const attributes = {
      'data-island': islandName(spec.block),
      'data-when': spec.when,
      'data-prefix': prefix,
      'data-props': JSON.stringify(browserProps),
      'data-context': JSON.stringify(page),
      style: { display: 'contents' },
    };
    return renderIsland
      ? createElement(ISLAND_TAG, { ...attributes, dangerouslySetInnerHTML: { __html: renderIsland(element, prefix) } })
      : createElement(ISLAND_TAG, attributes, element);
  }
  IslandBlock.displayName = `Island(${spec.block})`;
  return IslandBlock;
}
