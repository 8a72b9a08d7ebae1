/** An entry of an editor select/radio field. */
export interface Option<Value extends string | number = string> {
  readonly label: string;
  readonly value: Value;
}

/** The values of an option list, in order. */
export function optionValues<Value extends string | number>(options: readonly Option<Value>[]): Value[] {
  return options.map((option) => option.value);
}

/** The label shown for a value, or undefined when the value is not in the list. */
export function optionLabel<Value extends string | number>(options: readonly Option<Value>[], value: Value): string | undefined {
  return options.find((option) => option.value === value)?.label;
}
