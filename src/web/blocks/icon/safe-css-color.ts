// Colours come from editors and end up in a style attribute of server-rendered HTML. Only plain
// colour syntax is accepted, so a value can never carry a second declaration ("red; background:url(…)").
const COLOR_PATTERNS: readonly RegExp[] = [
  /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
  /^[a-z]{3,30}$/i,
  /^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*[-+0-9.%,/\sa-z]*\)$/i,
  /^var\(--[a-z0-9-]+\)$/i,
];

/** The colour when it is safe to put in a style attribute, otherwise undefined (the text colour applies). */
export function safeCssColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > 100) return undefined;
  return COLOR_PATTERNS.some((pattern) => pattern.test(trimmed)) ? trimmed : undefined;
}
