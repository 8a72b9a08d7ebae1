// Editor only: every block's Visibility field (hidden or shown per breakpoint, decision 070) and
// its canvas look: a block hidden at the canvas's breakpoint stays there, faded, to be selected.
import type { ComponentType } from 'react';
import { VISIBILITY_PROP, type Responsive } from '#core/blocks/responsive.ts';
import { editorVisibilityClasses, hideable } from '#web/blocks/shared/visibility.tsx';
import { responsiveField } from './responsive-field.tsx';

export const VISIBILITY_OPTIONS = [
  { label: 'Shown', value: false },
  { label: 'Hidden', value: true },
];

export const visibilityField = responsiveField<boolean>('Visibility', { options: VISIBILITY_OPTIONS, control: 'radio', fallback: false });

export type WithVisibility<Props> = Props & { [VISIBILITY_PROP]?: Responsive<boolean> };

/** What the wrapper reads and writes of a block config; Puck's generic ComponentConfig is too strict to spread generically. */
interface LooseConfig {
  fields?: Record<string, unknown>;
  resolveFields?: (data: never, params: never) => Promise<Record<string, unknown>> | Record<string, unknown>;
  render: ComponentType<object>;
}

/** The block's config with the Visibility field last and a render that shows where it is hidden. */
function withBlockVisibility<BlockConfig extends object>(config: BlockConfig): BlockConfig {
  const { fields, resolveFields, render } = config as unknown as LooseConfig;
  const wrapped: LooseConfig = { fields: { ...fields, [VISIBILITY_PROP]: visibilityField }, render: hideable(render, editorVisibilityClasses) };
  // Fields a block works out itself would otherwise lose the Visibility field.
  if (resolveFields) wrapped.resolveFields = async (data, params) => ({ ...(await resolveFields(data, params)), [VISIBILITY_PROP]: visibilityField });
  return { ...config, ...wrapped };
}

/** Every block config of the map with its Visibility field (withBlockVisibility). */
export function withVisibility<Components extends Record<string, object>>(components: Components): Components {
  return Object.fromEntries(Object.entries(components).map(([name, config]) => [name, withBlockVisibility(config)])) as Components;
}
