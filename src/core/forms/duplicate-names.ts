// Spec 3 §5: a form whose definition repeats an input name, or an option name within one input,
// cannot be submitted; the message names the duplicate and its item number (1-based).
import type { FormInput } from './form-input.ts';

export function duplicateInputMessage(name: string, item: number): string {
  return `Duplicate input name "${name}" (item ${item}). Each input needs its own name.`;
}

export function duplicateOptionMessage(inputName: string, optionName: string, item: number): string {
  return `Duplicate option name "${optionName}" in input "${inputName}" (item ${item}). Each option needs its own name.`;
}

/** The first duplicate in the definition, or null when every name is unique. */
export function findDuplicateNames(inputs: readonly Pick<FormInput, 'name' | 'options'>[]): string | null {
  const seen = new Set<string>();
  for (const [index, input] of inputs.entries()) {
    const name = (input.name ?? '').trim();
    if (seen.has(name)) return duplicateInputMessage(name, index + 1);
    seen.add(name);
  }
  for (const input of inputs) {
    const options = new Set<string>();
    for (const [index, option] of (input.options ?? []).entries()) {
      const optionName = (option.name ?? '').trim();
      if (options.has(optionName)) return duplicateOptionMessage(input.name, optionName, index + 1);
      options.add(optionName);
    }
  }
  return null;
}
