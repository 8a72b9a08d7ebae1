/** Decimal numbers as typed into a form: '12', '-3.5', '.5', '1e3'. No hex, no Infinity, no blanks. */
const NUMBER_TEXT = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;

/** The number a value stands for (a finite number, or text that is one), else null. */
export function toNumberValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (!NUMBER_TEXT.test(trimmed)) return null;
    const parsed = Number(trimmed);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}
