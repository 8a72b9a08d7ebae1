import type { MiddlewareHandler } from 'hono';
import { MAX_BLOCK_DEPTH } from '#core/pages/page-tree.ts';
import { jsonError } from './errors.ts';
import { BROKEN_TEXT_MESSAGE, brokenJsonField, mayHoldBrokenJsonText } from './text-integrity.ts';

// The deepest legal page document must pass. In a POST /api/editor body the request object and
// the document are 2 levels and the content list 1; each block level adds 3 (the block, its props,
// a slot list) for levels 0..MAX_BLOCK_DEPTH; the deepest block's props may nest a few levels
// themselves (slides, each with an image object, …). Every walk over such data (ours, Puck's,
// JSON.stringify) is recursive, so no body may nest further than that.
const PAGE_ENVELOPE_DEPTH = 3;
const JSON_LEVELS_PER_BLOCK = 3;
const PROPS_NESTING = 8;
export const MAX_JSON_DEPTH = PAGE_ENVELOPE_DEPTH + JSON_LEVELS_PER_BLOCK * (MAX_BLOCK_DEPTH + 1) + PROPS_NESTING;

// A 1 MB page document (the editor's limit) of demo-like Puck data holds about 50,000 keys and
// array elements (some 20 bytes each); twice that leaves room for denser pages while bounding
// what one request can make the server allocate.
export const MAX_JSON_ENTRIES = 100_000;

export const JSON_TOO_DEEP_MESSAGE = `JSON body nests deeper than ${MAX_JSON_DEPTH} levels`;
export const JSON_TOO_MANY_ENTRIES_MESSAGE = `JSON body has more than ${MAX_JSON_ENTRIES} keys and array elements`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const isWhitespace = (code: number) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;

/**
 * What a JSON text would cost, found in one pass without parsing it (parsing first is the cost
 * being bounded): nesting depth, and keys plus array elements. Text that is not JSON is measured
 * the same way and left for the parser to refuse.
 */
export function jsonBodyProblem(text: string): string | null {
  let depth = 0;
  let entries = 0;
  let inString = false;
  // Just after `[` or `{`: the next token is either the first entry or the closing bracket.
  let opened = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
      continue;
    }
    if (isWhitespace(code)) continue;
    if (opened) {
      opened = false;
      if (code !== CLOSE_ARRAY && code !== CLOSE_OBJECT && ++entries > MAX_JSON_ENTRIES) return JSON_TOO_MANY_ENTRIES_MESSAGE;
    }
    if (code === QUOTE) inString = true;
    else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (++depth > MAX_JSON_DEPTH) return JSON_TOO_DEEP_MESSAGE;
      opened = true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) depth--;
    else if (code === COMMA && ++entries > MAX_JSON_ENTRIES) return JSON_TOO_MANY_ENTRIES_MESSAGE;
  }
  return null;
}

/**
 * Refuses an API body that jsonBodyProblem finds fault with, before any handler parses it, and
 * one whose keys or strings hold broken text (text-integrity.ts), naming the field. Every body
 * that may be read as JSON is checked, whatever its Content-Type says (our routes parse the text
 * regardless); only form encodings, which are never JSON, are left alone. The request then
 * carries the very bytes checked, since Better Auth reads `c.req.raw` itself and webhooks verify
 * their signature over them.
 */
export const guardJsonBodies: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const request = c.req.raw;
  if (request.body === null) return next();
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) return next();
  const bytes = new Uint8Array(await request.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  const problem = jsonBodyProblem(text);
  if (problem !== null) return jsonError(c, 400, problem);
  const field = brokenTextField(text);
  if (field !== undefined) return jsonError(c, 400, BROKEN_TEXT_MESSAGE, { field });
  c.req.raw = new Request(request, { body: bytes });
  return next();
};

/**
 * The path of the field holding broken text; null when the text has some but is not JSON (no
 * field to name, and no reader of ours would take it); undefined when there is none. Only the
 * rare body with a suspicious escape is parsed here, after jsonBodyProblem has bounded it.
 */
function brokenTextField(text: string): string | null | undefined {
  if (!mayHoldBrokenJsonText(text)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return brokenJsonField(value) ?? undefined;
}
