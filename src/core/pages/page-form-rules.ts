// The page form of spec 2-management §5. The browser checks it before anything is sent; the
// server applies the same rules when it saves a page's metadata and is the authority.
import type { ValidationErrors } from '../rules/rule-types.ts';
import { validateFields } from '../rules/validate-fields.ts';

export const PAGE_TITLE_RULE = 'required|string|min:1|max:255';
export const PAGE_DESCRIPTION_RULE = 'string|max:1000';
/** Spec 2 §5: required, 2–255 characters, a valid path, not a system path. */
export const PAGE_PATH_RULE = 'required|string|min:2|max:255|path|preventSystemPath';
/** Templates also follow the dynamic-content rule (spec 1 §5 templatePath). */
export const TEMPLATE_PATH_RULE = `${PAGE_PATH_RULE}|templatePath`;

export const PAGE_MOVE_TO_OTHER_SITE = 'A page cannot be moved to another site.';
export const PAGE_PATH_TAKEN = 'A page already exists at this path.';
export const PAGE_PATH_RESERVED = 'This path is reserved.';

export interface PageFormValues {
  title: string;
  description: string;
  /** Without the site prefix: '/about', '/dynamic-content/all/posts'. */
  path: string;
}

/** Field errors of the page form (first failing rule per field), or null when it may be sent. */
export function validatePageForm(values: PageFormValues, kind: 'page' | 'template'): ValidationErrors | null {
  return validateFields({ ...values }, {
    title: PAGE_TITLE_RULE,
    description: PAGE_DESCRIPTION_RULE,
    path: kind === 'template' ? TEMPLATE_PATH_RULE : PAGE_PATH_RULE,
  });
}
