import { createElement, useContext, type ComponentType, type ReactElement } from 'react';
import { islandName } from '#core/islands/island-modules.ts';
import { isIslandActive, type IslandSpec } from './define-island.ts';
import { IslandProviders, usePageContext } from './island-context.tsx';
import { IslandRendererContext } from './island-ssr.ts';
import { ISLAND_TAG } from './island-tag.ts';

/**
 * A block as visitors' pages render it: static HTML, or, when the block is interactive, its own
 * small React root that the browser hydrates from the island's chunk with only the declared props.
 */
export function islandBlock<Props extends object>(spec: IslandSpec<Props>, Component: ComponentType<Props>) {
  function IslandBlock(props: Props): ReactElement {
    const renderIsland = useContext(IslandRendererContext);
    const page = usePageContext();
    if (!isIslandActive(spec, props)) return <Component {...props} />;
    const browserProps = spec.props(props);
    // Puck block ids are unique on a page: several islands of one kind get distinct useId values.
    const prefix = `${(props as { id?: unknown }).id ?? spec.block}-`;
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
