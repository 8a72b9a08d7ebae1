import type { ValidationErrors } from '../rules/rule-types.ts';
import { validatePath } from '../rules/path-rule.ts';
import { validateSystemPath } from '../rules/system-path-rules.ts';
import { validateTemplatePath } from '../rules/template-path-rule.ts';

/**
 * What publishing checks before sending, and the server again on receipt (spec 1 §5): the path
 * rule, then the template rule for templates and the system rule for system pages. The first
 * failure is reported under `path`. Accepts any input (the server passes parsed JSON) and never
 * throws; a missing path is reported as empty.
 */
export function validatePageRecord(
  record: unknown,
  options: { reservedCollections?: readonly string[] } = {},
): ValidationErrors | null {
  const fields = typeof record === 'object' && record !== null ? (record as Record<string, unknown>) : {};
  const path = fields.path;
  const message =
    validatePath(path) ??
    (fields.is_template === true ? validateTemplatePath(path, options.reservedCollections) : null) ??
    (fields.is_system === true ? validateSystemPath(path) : null);
  return message === null ? null : { path: [message] };
}
