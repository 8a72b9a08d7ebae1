/**
 * Runs `work` when the browser has nothing better to do (at the latest after `timeoutMs`), for code a
 * screen will probably need soon but not to show itself. Returns a cancel function for effects.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, 200);
  return () => window.clearTimeout(timer);
}
