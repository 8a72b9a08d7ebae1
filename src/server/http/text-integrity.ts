/**
 * The one rule for text a client sends: no NUL (U+0000) and no unpaired UTF-16 surrogate, in any
 * key or value of a JSON body or any field of a form. PostgreSQL refuses both (NUL in text and
 * jsonb, a lone surrogate escape in jsonb), which would otherwise surface as a 500 from whichever
 * handler stored the text first. The body guards (json-body-guard.ts, form-body-guard.ts) apply
 * it to every request and answer 400 `{ error, field }` naming the first offending field.
 */
export const BROKEN_TEXT_MESSAGE = 'Text may not contain a NUL character (U+0000) or an unpaired UTF-16 surrogate: they cannot be stored';

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const BROKEN_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isBrokenText(text: string): boolean {
  return BROKEN_TEXT.test(text);
}

/** Whether JSON text may decode to broken text: cheap, so that only those bodies are parsed here. */
export function mayHoldBrokenJsonText(json: string): boolean {
  return /\\u(?:0000|[dD][89a-fA-F][0-9a-fA-F]{2})/.test(json);
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `parent.key`, or `parent["odd key"]` when the key is not a plain name (JSON escapes keep it printable). */
function keyPath(parent: string, key: string): string {
  if (IDENTIFIER.test(key)) return parent ? `${parent}.${key}` : key;
  return `${parent}[${JSON.stringify(key)}]`;
}

/**
 * The path (`items[2].name`) of the first key or string value of a parsed JSON value that holds
 * broken text; '' for the value itself, null when there is none. A broken key names itself.
 */
export function brokenJsonField(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isBrokenText(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = brokenJsonField(value[i], `${path}[${i}]`);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, child] of Object.entries(value)) {
    const childPath = keyPath(path, key);
    if (isBrokenText(key)) return childPath;
    const found = brokenJsonField(child, childPath);
    if (found !== null) return found;
  }
  return null;
}

/** The name of the first form field whose name, text value or file name holds broken text, or null. */
export function brokenFormField(entries: Iterable<[string, FormDataEntryValue]>): string | null {
  for (const [name, value] of entries) {
    if (isBrokenText(name) || isBrokenText(typeof value === 'string' ? value : value.name)) return name;
  }
  return null;
}
