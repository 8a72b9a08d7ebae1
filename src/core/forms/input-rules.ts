// Spec 3 §5 "Form": an input's rules are built from required, min, max, path, url, domain,
// templatePath, systemPath, preventSystemPath and the input type (the type rule skipped when
// skipPasswordCheck is set). The browser and the server call the same function on the same
// definition, so a visitor sees exactly the errors the API would answer.
import type { FormInput } from './form-input.ts';

/** The rule an input type implies; types the engine maps itself (text, textarea, …) keep their name. */
const TYPE_RULES: Partial<Record<FormInput['type'], string>> = {
  'datetime-local': 'datetimeLocal',
};

const SWITCHES = ['path', 'url', 'domain', 'templatePath', 'systemPath', 'preventSystemPath'] as const;

/** 'required|email|max:120' for one input. */
export function rulesForInput(input: FormInput): string {
  const v = input.validationObject ?? {};
  const rules: string[] = [];
  if (v.required) rules.push('required');
  const typeRule = v.type && v.type.trim() !== '' ? v.type.trim() : (TYPE_RULES[input.type] ?? input.type);
  if (!v.skipPasswordCheck) rules.push(typeRule);
  if (isBound(v.min)) rules.push(`min:${v.min}`);
  if (isBound(v.max)) rules.push(`max:${v.max}`);
  for (const name of SWITCHES) if (v[name]) rules.push(name);
  return rules.join('|');
}

/** field => rule string for every input of a form. */
export function rulesForInputs(inputs: readonly FormInput[]): Record<string, string> {
  return Object.fromEntries(inputs.map((input) => [input.name, rulesForInput(input)]));
}

function isBound(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
