import type { ReactNode } from 'react';

export interface DevWarningProps {
  children: ReactNode;
}

/**
 * Visible box for a wiring mistake a type check cannot see (e.g. an empty name from loaded config).
 * Spec 2 §5 asks for a box rather than a console line so it is noticed while building a form; production shows nothing.
 */
export function DevWarning({ children }: DevWarningProps): ReactNode {
  if (process.env.NODE_ENV === 'production') return null;
  return (
    <div data-dev-warning="" className="rounded-md border border-dashed border-amber-500 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <strong className="font-semibold">Developer warning:</strong> {children}
    </div>
  );
}
