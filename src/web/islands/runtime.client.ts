// The only script a visitor's page names: finds the page's islands and hydrates each when its
// time comes (docs/decisions/010-islands.md). React DOM and each island's chunk load on demand;
// the HTML preloads exactly the chunks of the islands it contains.
import type { ComponentType } from 'react';
import { islandModule } from '#core/islands/island-modules.ts';
import type { HydrateWhen } from './define-island.ts';
import { ISLAND_TAG } from './island-tag.ts';

type IslandModule = { default: ComponentType<Record<string, unknown>> };
// One chunk per island; the glob's keys are islandModule()'s paths, relative to this folder.
const modules = import.meta.glob<IslandModule>('../blocks/*/*.island.tsx');
const SOURCE_ROOT = 'src/web/';

async function hydrate(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  const load = modules[`../${islandModule(name).slice(SOURCE_ROOT.length)}`];
  if (!load) {
    console.error(`Unknown island "${name}"`);
    return;
  }
  const [{ hydrateIsland }, island] = await Promise.all([import('./hydrate-island.client.tsx'), load()]);
  hydrateIsland(element, island.default);
}

function schedule(element: HTMLElement): void {
  const start = () => void hydrate(element);
  const when = element.dataset.when as HydrateWhen | undefined;
  if (when === 'visible' && 'IntersectionObserver' in window) {
    // The island element is display: contents and has no box of its own: watch what it shows
    // (every child, since some, such as React's resource hints, have no box either).
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: '200px' },
    );
    for (const child of element.children) observer.observe(child);
  } else if (when === 'idle' && 'requestIdleCallback' in window) {
    requestIdleCallback(start, { timeout: 2000 });
  } else {
    start();
  }
}

// Where the islands' work on the main thread begins, for DevTools and bench/visitor-js.ts; each
// island's `island:<name>` measure (hydrate-island.client.tsx) says where its hydration ended.
performance.mark('islands:runtime');
for (const element of document.querySelectorAll<HTMLElement>(ISLAND_TAG)) schedule(element);
