import { createUsePuck } from '@puckeditor/core';
import { useEffect, useRef } from 'react';

const usePuckState = createUsePuck();

/**
 * Puck clears the selection on any click in its canvas area that is not on a block, the viewport
 * switcher's buttons included. Per-breakpoint fields (decision 070) are edited by selecting a block
 * and switching viewports, so a selection lost only because the viewport changed comes back.
 */
export function KeepSelectionAcrossViewports(): null {
  const width = usePuckState((state) => state.appState.ui.viewports.current.width);
  const selector = usePuckState((state) => state.appState.ui.itemSelector);
  const dispatch = usePuckState((state) => state.dispatch);
  const last = useRef({ width, selector });
  useEffect(() => {
    const previous = last.current;
    if (width !== previous.width && selector === null && previous.selector !== null) {
      last.current = { width, selector: previous.selector };
      dispatch({ type: 'setUi', ui: { itemSelector: previous.selector }, recordHistory: false });
      return;
    }
    last.current = { width, selector };
  }, [width, selector, dispatch]);
  return null;
}
