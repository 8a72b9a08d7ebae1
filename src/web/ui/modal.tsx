import { useEffect, useState, type ReactNode } from 'react';
import { MODAL_INITIAL_FOCUS_DELAY_MS } from '#core/constants.ts';
import type { ModalPanel as ModalPanelComponent } from './modal-panel.tsx';
import type { ModalProps } from './modal-parts.tsx';

// Re-exported so dialog code and tests can read the spec 2 value next to the component that uses it.
export { MODAL_INITIAL_FOCUS_DELAY_MS };
export { CloseIcon, type ModalProps, type ModalSize } from './modal-parts.tsx';

// Radix's dialog (focus scope, dismissable layer, scroll lock: about 14 KB gz) is not needed to show or
// hydrate a screen, only to open a dialog, so it is its own chunk (decision 039): a screen fetches it when
// the browser is idle (`preloadModal`, called by the app shell) or, at the latest, on the first open.
let loadedPanel: typeof ModalPanelComponent | null = null;
let loading: Promise<typeof ModalPanelComponent> | null = null;

export function preloadModal(): Promise<typeof ModalPanelComponent> {
  loading ??= import('./modal-panel.tsx').then((module) => {
    loadedPanel = module.ModalPanel;
    return module.ModalPanel;
  });
  return loading;
}

/**
 * Modal dialog (Radix Dialog, portalled to document.body): Escape closes the topmost dialog only,
 * Tab stays inside, the page behind does not scroll and is hidden from assistive technology, and
 * focus returns to the opener. Escape, an overlay click and the close button call `onClose`.
 */
export function Modal(props: ModalProps): ReactNode {
  const [Panel, setPanel] = useState<typeof ModalPanelComponent | null>(() => loadedPanel);
  useEffect(() => {
    if (Panel !== null || !props.open) return;
    let current = true;
    void preloadModal().then((loaded) => {
      if (current) setPanel(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [Panel, props.open]);
  return Panel === null ? null : <Panel {...props} />;
}
