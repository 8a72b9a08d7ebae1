import type { Option } from '#core/options/option.ts';

/** Options of a boolean radio field in the editor. */
export const YES_NO_OPTIONS: readonly { readonly label: string; readonly value: boolean }[] = [
  { label: 'Yes', value: true },
  { label: 'No', value: false },
];

/** The options a Puck select needs: `{ label, value }` only, whatever else an option list carries. */
export function fieldOptions<Value extends string | number>(options: readonly Option<Value>[]): { label: string; value: Value }[] {
  return options.map(({ label, value }) => ({ label, value }));
}
