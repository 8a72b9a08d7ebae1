import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * For DOM tests (`// @vitest-environment happy-dom`): a fresh container and React root for every
 * test, unmounted and removed afterwards. Read `dom.container` and `dom.root` inside tests.
 */
export function setUpDomRoot(): { readonly container: HTMLDivElement; readonly root: Root } {
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
  });
  return {
    get container() {
      if (!container) throw new Error('setUpDomRoot: read dom.container inside a test');
      return container;
    },
    get root() {
      if (!root) throw new Error('setUpDomRoot: read dom.root inside a test');
      return root;
    },
  };
}
