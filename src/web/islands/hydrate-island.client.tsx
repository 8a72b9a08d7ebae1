import { startTransition, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { IslandProviders, type PageContextValue } from './island-context.tsx';

/**
 * Records `island:<name>` in the browser's User Timing (DevTools' Performance panel, traces and
 * bench/visitor-js.ts read it): from hydrateRoot to the commit of the hydrated root. hydrateRoot
 * only schedules the work, so the measure ends in a layout effect, which runs in that commit.
 * It renders no markup of its own, so the server's HTML still matches.
 */
function HydrationTiming({ name, start, children }: { name: string; start: number; children: ReactNode }) {
  useLayoutEffect(() => {
    performance.measure(`island:${name}`, { start, end: performance.now() });
  }, [name, start]);
  return children;
}

/**
 * One island becomes a React root, hydrating the HTML the server rendered for it. In a transition,
 * so React hydrates in slices of a few milliseconds and yields between them: a phone's main thread
 * takes no long task from it (Lighthouse's Total Blocking Time). A press on the island before it is
 * done makes React finish hydrating at once and then handle the press.
 */
export function hydrateIsland(element: HTMLElement, Component: ComponentType<Record<string, unknown>>): Root {
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  const context = JSON.parse(element.dataset.context ?? '{}') as PageContextValue;
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(
      element,
      <HydrationTiming name={element.dataset.island ?? 'unknown'} start={performance.now()}>
        <IslandProviders context={context}>
          <Component {...props} />
        </IslandProviders>
      </HydrationTiming>,
      { identifierPrefix: element.dataset.prefix },
    );
  });
  return root!;
}
