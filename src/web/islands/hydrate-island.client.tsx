import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { IslandProviders, type PageContextValue } from './island-context.tsx';

/** One island becomes a React root, hydrating the HTML the server rendered for it. */
export function hydrateIsland(element: HTMLElement, Component: ComponentType<Record<string, unknown>>): Root {
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  const context = JSON.parse(element.dataset.context ?? '{}') as PageContextValue;
  return hydrateRoot(
    element,
    <IslandProviders context={context}>
      <Component {...props} />
    </IslandProviders>,
    { identifierPrefix: element.dataset.prefix },
  );
}
