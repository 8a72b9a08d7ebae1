import { validatePageRecord } from '#core/pages/validate-page-record.ts';
import { PATH_MUST_START_WITH_SLASH } from '#core/rules/messages.ts';
import { validatePath } from '#core/rules/path-rule.ts';
import { validatePreventSystemPath } from '#core/rules/system-path-rules.ts';
import { HttpError } from '#server/http/errors.ts';
import { pageTargetOf, type PageTarget } from './page-target.ts';

type Flags = { is_template?: unknown; is_system?: unknown };

/**
 * The one check of a page path a request names, with the spec's messages under `path` (a 400).
 * `rules: true` (what is saved, deleted, restored or moved to): the path rule, the template or
 * system rule for those kinds, and no page on a system path. `rules: false` (opening, listing
 * versions, the page a metadata change names): only a path at all, so the editor can open any.
 */
export function checkPagePath(path: unknown, flags: Flags, { rules }: { rules: boolean }): PageTarget {
  if (typeof path !== 'string' || !path.startsWith('/')) {
    // The path rule's own message: an empty or missing path is "cannot be empty", not "must start with a slash".
    const message = validatePath(path) ?? PATH_MUST_START_WITH_SLASH;
    throw new HttpError(400, message, { path: [message] });
  }
  if (!rules) return pageTargetOf(path, flags);
  const errors = validatePageRecord({ path, is_template: flags.is_template, is_system: flags.is_system });
  if (errors) throw new HttpError(400, errors.path?.[0] ?? 'Invalid path', errors);
  const target = pageTargetOf(path, flags);
  if (target.kind === 'page') {
    const reserved = validatePreventSystemPath(target.pathWithNoSite);
    if (reserved) throw new HttpError(400, reserved, { path: [reserved] });
  }
  return target;
}
