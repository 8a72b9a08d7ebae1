// The custom colour form's rules (spec 1 §3 colour fields): the browser's check and
// POST /api/system_colors run this same function.
import { COLOR_FAMILIES, COLOR_SHADES } from '#core/options/color-palette.ts';
import type { ValidationErrors } from '#core/rules/rule-types.ts';
import { validateFields } from '#core/rules/validate-fields.ts';
import { COLOR_FAMILY_INVALID, COLOR_LABEL_MAX, COLOR_LEVEL_INVALID } from './messages.ts';

export const COLOR_RULES = { hex: 'required|color', label: `required|string|min:1|max:${COLOR_LABEL_MAX}`, family: 'required|string', level: 'required' } as const;

export interface ColorInput {
  hex: string;
  label: string;
  family: string;
  level: number;
}

/** Field => [message] for every failing field, or the clean input (hex lower-cased, label trimmed, level a number). */
export function validateColorInput(body: Readonly<Record<string, unknown>>): { ok: true; value: ColorInput } | { ok: false; errors: ValidationErrors } {
  const data: Record<string, unknown> = { ...body, label: typeof body.label === 'string' ? body.label.trim() : body.label };
  const errors = validateFields(data, COLOR_RULES) ?? {};
  if (!errors.family && !(COLOR_FAMILIES as readonly string[]).includes(data.family as string)) errors.family = [COLOR_FAMILY_INVALID];
  const level = Number(data.level);
  if (!errors.level && !(COLOR_SHADES as readonly number[]).includes(level)) errors.level = [COLOR_LEVEL_INVALID];
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { hex: (data.hex as string).toLowerCase(), label: data.label as string, family: data.family as string, level } };
}
