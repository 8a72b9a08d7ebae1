export interface ParsedRule {
  name: string;
  /** Text after the first colon ('min:2' => '2'); later colons stay in the parameter. */
  param: string | undefined;
}

/** 'required|string|min:2' => [{ name: 'required' }, { name: 'string' }, { name: 'min', param: '2' }]. */
export function parseRules(rules: string | readonly string[] | null | undefined): ParsedRule[] {
  const parts = typeof rules === 'string' ? rules.split('|') : Array.isArray(rules) ? rules : [];
  const parsed: ParsedRule[] = [];
  for (const part of parts) {
    if (typeof part !== 'string') continue;
    const trimmed = part.trim();
    if (trimmed === '') continue;
    const colon = trimmed.indexOf(':');
    parsed.push(
      colon === -1
        ? { name: trimmed, param: undefined }
        : { name: trimmed.slice(0, colon).trim(), param: trimmed.slice(colon + 1).trim() },
    );
  }
  return parsed;
}
