import { HEX_COLOR } from './format-rules.ts';
import { colorInvalidFormatMessage, colorInvalidHexMessage, colorMissingPropertiesMessage } from './messages.ts';
import type { Rule } from './rule-types.ts';

const REQUIRED_COLOR_KEYS = ['hex', 'value', 'label'] as const;

/** Multipart forms may send the list as JSON text. */
function toEntries(value: unknown): readonly unknown[] {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value) as unknown;
    } catch {
      list = value;
    }
  }
  return Array.isArray(list) ? list : [list];
}

function isMissing(entry: Record<string, unknown>, key: string): boolean {
  const field = entry[key];
  return field === undefined || field === null || (typeof field === 'string' && field.trim() === '');
}

function colorEntryError(entry: unknown, position: number): string | null {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return colorInvalidFormatMessage(position);
  const record = entry as Record<string, unknown>;
  if (REQUIRED_COLOR_KEYS.some((key) => isMissing(record, key))) return colorMissingPropertiesMessage(position);
  return typeof record.hex === 'string' && HEX_COLOR.test(record.hex) ? null : colorInvalidHexMessage(position);
}

/** A list of colour items ({ hex, value, label }), numbered from 1 in the message. */
export function validateColors(value: unknown): string | null {
  for (const [index, entry] of toEntries(value).entries()) {
    const error = colorEntryError(entry, index + 1);
    if (error !== null) return error;
  }
  return null;
}

export const colorsRule: Rule = (value) => validateColors(value);
