import type { ReactNode } from 'react';

/**
 * The development warning of an input whose props arrived empty: the types promise them, but
 * data-driven forms (spec 2 §5) can still hand over an empty name, label or option list.
 */
export function missingWarning(component: string, props: { name: string; label: ReactNode; options?: unknown }, separator: string): string | undefined {
  const missing = [
    !props.name && 'name',
    (props.label == null || props.label === '') && 'label',
    'options' in props && !Array.isArray(props.options) && 'options',
  ].filter(Boolean);
  return missing.length > 0 ? `${component} is missing ${missing.join(separator)}.` : undefined;
}
