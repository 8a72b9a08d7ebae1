// The spec's exact strings and figures, one row each: the constant the code uses, the value the
// spec gives, and where the spec says it (doc and section). A row fails when the constant drifts
// from the spec. With SPEC_DIR set to the spec's folder (the three docs are not in the repository),
// the second test also checks that each row's words appear verbatim in that section, so a row
// copied wrongly from the spec fails too: SPEC_DIR=/path/to/spec npx vitest run src/core/spec-strings.test.ts
// A test, not shipped code: it reads the spec's files only when SPEC_DIR names them.
// eslint-disable-next-line no-restricted-imports
import fs from 'node:fs';
// eslint-disable-next-line no-restricted-imports
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_ROLE,
  ALLOWED_IMAGE_EXTENSIONS,
  CART_ITEM_EXPIRY_MS,
  COMPRESSION_MAX_DIMENSION_PX,
  COMPRESSION_QUALITY,
  COMPRESSION_TARGET_MB,
  COMPRESSION_TRIGGER_BYTES,
  COPY_FEEDBACK_MS,
  FOCUS_TRAP_INITIAL_FOCUS_DELAY_MS,
  MAX_UPLOAD_BYTES,
  MODAL_INITIAL_FOCUS_DELAY_MS,
  OUTSIDE_CLICK_DELAY_MS,
  PASSWORD_MIN_LENGTH,
  PENDING_ACTION_MAX_AGE_MS,
  PRICE_CHANGE_THRESHOLD,
  SITE_PREFIX,
  TOAST_ERROR_MS,
  TOAST_SUCCESS_MS,
  WISHLIST_ITEM_EXPIRY_MS,
} from './constants.ts';
import { GALLERY_CACHE_MS } from './content/gallery-filters.ts';
import { MARKDOWN_IMAGE_FIELD, MARKDOWN_IMAGE_UPLOAD_FAILED, MARKDOWN_IMAGE_UPLOAD_FALLBACK } from './media/markdown-image.ts';
import * as media from './media/messages.ts';
import * as uploadFlow from './media/upload-flow-messages.ts';
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_FILES, MAX_IMAGE_BYTES, MAX_IMAGE_FILES, MAX_MEDIA_NAME_LENGTH } from './media/upload-limits.ts';
import { UPLOAD_COMPLETE_EVENT, UPLOAD_UNAUTHORIZED } from './media/upload-messages.ts';
import { DEFAULT_COLOR_FILTER } from './options/color-sort.ts';
import { DEFAULT_ICON_FILTER } from './options/icon-options.ts';
import { DEFAULT_STAR_COUNT, STAR_GAPS, STAR_SIZES } from './options/star-rating.ts';
import * as pages from './pages/messages.ts';
import * as routes from './paths/routes.ts';
import * as pickers from './pickers/messages.ts';
import { COLOR_MAX_BUTTON, COLOR_MAX_FIELD, ICON_COLOR_CACHE_MS, MULTI_IMAGE_MAX_BUTTON, MULTI_IMAGE_MAX_FIELD } from './pickers/picker-limits.ts';
import { ARRAY_INPUT_DEFAULT_MAX, ARRAY_INPUT_DEFAULT_MIN } from './rules/array-input-rules.ts';

type Spec = '1 §2' | '1 §4' | '1 §5' | '1 §6' | '1 §8' | '1 §9' | '2 §2' | '2 §4' | '2 §5' | '2 §7' | '2 §8' | '2 §9';
/** name, the constant, the value the spec gives, where; and the spec's words when they are not the value itself. */
type Row = [name: string, actual: unknown, expected: unknown, spec: Spec, words?: string];

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;
const MB = 1024 * 1024;

const ROWS: Row[] = [
  // Spec 1: routes, page states and messages, business constants.
  ['DASHBOARD', routes.DASHBOARD, '/dashboard', '1 §2'],
  ['DASHBOARD_SITES', routes.DASHBOARD_SITES, '/dashboard/sites', '1 §2'],
  ['LOGIN', routes.LOGIN, '/auth/login', '1 §2'],
  ['AUTH_SIGNIN', routes.AUTH_SIGNIN, '/api/auth/signin', '1 §2'],
  ['AUTH_SIGNOUT', routes.AUTH_SIGNOUT, '/api/auth/signout', '1 §2'],
  ['MANAGE', routes.MANAGE, '/manage', '1 §2'],
  ['MANAGE_PAGES', routes.MANAGE_PAGES, '/manage/pages', '1 §2'],
  ['MANAGE_DYNAMIC_CONTENT', routes.MANAGE_DYNAMIC_CONTENT, '/manage/dynamic-content', '1 §2'],
  ['DYNAMIC_CONTENT', routes.DYNAMIC_CONTENT, '/dynamic-content', '1 §2'],
  ['DYNAMIC_CONTENT_ALL', routes.DYNAMIC_CONTENT_ALL, '/dynamic-content/all', '1 §2'],
  ['DYNAMIC_CONTENT_VIEW', routes.DYNAMIC_CONTENT_VIEW, '/dynamic-content/view', '1 §2'],
  ['DYNAMIC_CONTENT_MANAGE', routes.DYNAMIC_CONTENT_MANAGE, '/dynamic-content/manage', '1 §2'],
  ['VIEW_DRAFT', routes.VIEW_DRAFT, '/view-draft', '1 §2'],
  ['EDIT_SUFFIX', routes.EDIT_SUFFIX, '/edit', '1 §2'],
  ['DATA', routes.DATA, '/data', '1 §2'],
  ['CREATE_SUFFIX', routes.CREATE_SUFFIX, '/create', '1 §2'],
  ['REVALIDATE_ALL_SITE_PAGES', routes.REVALIDATE_ALL_SITE_PAGES, '/revalidate-all-site-pages', '1 §2'],
  ['PUBLISHING', pages.PUBLISHING, 'Publishing...', '1 §4'],
  ['PUBLISHED', pages.PUBLISHED, 'published', '1 §4'],
  ['DELETING', pages.DELETING, 'Deleting...', '1 §4'],
  ['DELETED', pages.DELETED, 'deleted successfully', '1 §4'],
  ['ADMIN_ROLE', ADMIN_ROLE, 'admin', '1 §6', 'One role name, admin, exists'],
  ['PUBLISH_ERROR', pages.PUBLISH_ERROR, 'Error publishing page', '1 §8'],
  ['PUBLISH_SUCCESS', pages.PUBLISH_SUCCESS, 'Page published successfully', '1 §8'],
  ['DELETE_CONFIRMATION', pages.DELETE_CONFIRMATION, 'Are you sure you want to delete this page?', '1 §8'],
  ['DELETE_ERROR', pages.DELETE_ERROR, 'Error deleting page', '1 §8'],
  ['TEMPLATE_DELETE_SUCCESS', pages.TEMPLATE_DELETE_SUCCESS, 'Template deleted successfully', '1 §8'],
  ['PAGE_DELETE_SUCCESS', pages.PAGE_DELETE_SUCCESS, 'Page deleted successfully', '1 §8'],
  ['CART_ITEM_EXPIRY_MS', CART_ITEM_EXPIRY_MS, 7 * DAY, '1 §9', 'Cart item expiry 7 days'],
  ['WISHLIST_ITEM_EXPIRY_MS', WISHLIST_ITEM_EXPIRY_MS, 30 * DAY, '1 §9', 'wishlist item expiry 30 days'],
  ['PENDING_ACTION_MAX_AGE_MS', PENDING_ACTION_MAX_AGE_MS, 10 * 60 * SECOND, '1 §9', 'pending wishlist action validity 10 minutes'],
  ['PRICE_CHANGE_THRESHOLD', PRICE_CHANGE_THRESHOLD, 0.01, '1 §9', 'Price change threshold 0.01'],
  ['MAX_UPLOAD_BYTES', MAX_UPLOAD_BYTES, 4_718_592, '1 §9', 'Maximum upload size 4.5 MB (4718592 bytes)'],
  ['COMPRESSION_TRIGGER_BYTES', COMPRESSION_TRIGGER_BYTES, 1_048_576, '1 §9', 'Compression trigger over 1 MB (1048576 bytes)'],
  ['COMPRESSION_TARGET_MB', COMPRESSION_TARGET_MB, 1, '1 §9', 'target 1 MB'],
  ['COMPRESSION_MAX_DIMENSION_PX', COMPRESSION_MAX_DIMENSION_PX, 1920, '1 §9', 'max dimension 1920 px'],
  ['COMPRESSION_QUALITY', COMPRESSION_QUALITY, 0.85, '1 §9', 'quality 0.85'],
  ['ALLOWED_IMAGE_EXTENSIONS', ALLOWED_IMAGE_EXTENSIONS, ['jpg', 'jpeg', 'png', 'gif', 'webp'], '1 §9', 'Allowed image extensions: jpg, jpeg, png, gif, webp'],
  ['PASSWORD_MIN_LENGTH', PASSWORD_MIN_LENGTH, 8, '1 §9', 'Password minimum length 8'],
  ['COPY_FEEDBACK_MS', COPY_FEEDBACK_MS, 2 * SECOND, '1 §9', 'Copy-feedback highlight 2 seconds'],
  ['FOCUS_TRAP_INITIAL_FOCUS_DELAY_MS', FOCUS_TRAP_INITIAL_FOCUS_DELAY_MS, 100, '1 §9', 'Focus trap initial focus delay 100 ms'],
  ['OUTSIDE_CLICK_DELAY_MS', OUTSIDE_CLICK_DELAY_MS, 100, '1 §9', 'Outside-click listener delay default 100 ms'],
  ['SITE_PREFIX', SITE_PREFIX, 'site-', '1 §9', 'the site prefix site-'],
  // Spec 2: the management side.
  ['MODAL_INITIAL_FOCUS_DELAY_MS', MODAL_INITIAL_FOCUS_DELAY_MS, 50, '2 §2', 'Initial focus delay is 50 ms'],
  ['OPEN_IMAGE_GALLERY', pickers.OPEN_IMAGE_GALLERY, 'Open Image Gallery', '2 §2'],
  ['SELECT_MULTIPLE_COLORS', pickers.SELECT_MULTIPLE_COLORS, 'Select Multiple Colors', '2 §2'],
  ['CONFIRM_SELECTION', pickers.CONFIRM_SELECTION, 'Confirm Selection', '2 §2'],
  ['CANCEL_SELECTION', pickers.CANCEL_SELECTION, 'Cancel', '2 §2', 'with Cancel and Confirm Selection'],
  ['UPLOAD_PANEL_IMAGES_TEXT', uploadFlow.UPLOAD_PANEL_IMAGES_TEXT, 'Upload up to 5 images at once. Drag and drop files or click to browse.', '2 §2'],
  ['RENAME_MODAL_TITLE', uploadFlow.RENAME_MODAL_TITLE, 'Rename Files Before Upload', '2 §2'],
  ['RENAME_SKIP', uploadFlow.RENAME_SKIP, 'Skip Renaming', '2 §2'],
  ['RENAME_SAVE', uploadFlow.RENAME_SAVE, 'Save Changes', '2 §2'],
  ['RENAME_PROMPT_TITLE', uploadFlow.RENAME_PROMPT_TITLE, 'Rename Files?', '2 §2'],
  ['RENAME_PROMPT_AS_IS', uploadFlow.RENAME_PROMPT_AS_IS, 'No, Upload As Is', '2 §2'],
  ['RENAME_PROMPT_RENAME', uploadFlow.RENAME_PROMPT_RENAME, 'Yes, Rename Files', '2 §2'],
  ['STAR_SIZES', STAR_SIZES, { small: 20, medium: 24, large: 32, xlarge: 40 }, '2 §2', 'sizes small 20, medium 24, large 32 and xlarge 40 px'],
  ['STAR_GAPS', STAR_GAPS, [0, 2, 4, 8], '2 §2', 'gaps of 0, 2, 4 and 8'],
  ['DEFAULT_STAR_COUNT', DEFAULT_STAR_COUNT, 5, '2 §2', 'Star rating control, 5 items by default'],
  ['UPLOAD_COMPLETE_EVENT', UPLOAD_COMPLETE_EVENT, 'uploadthing:complete', '2 §4'],
  ['RENAME_PROMPT_MS', uploadFlow.RENAME_PROMPT_MS, 10 * SECOND, '2 §4', 'it disappears after 10 s'],
  ['IMAGE_URL_NOT_A_URL', media.IMAGE_URL_NOT_A_URL, 'Please enter a valid URL', '2 §5'],
  ['IMAGE_URL_NOT_AN_IMAGE', media.IMAGE_URL_NOT_AN_IMAGE, 'The URL does not point to an image', '2 §5'],
  ['IMAGE_URL_INACCESSIBLE', media.IMAGE_URL_INACCESSIBLE, 'Image not found or inaccessible', '2 §5'],
  ['IMAGE_URL_NETWORK_ERROR', media.IMAGE_URL_NETWORK_ERROR, 'Network error while validating image', '2 §5'],
  ['IMAGE_URL_INVALID', media.IMAGE_URL_INVALID, 'Invalid image URL', '2 §5'],
  ['IMAGE_URL_CHECK_FAILED', media.IMAGE_URL_CHECK_FAILED, 'Error validating image URL', '2 §5'],
  ['IMAGE_URL_LOAD_FAILED', media.IMAGE_URL_LOAD_FAILED, 'Image failed to load', '2 §5'],
  ['IMAGE_URL_REQUIRED', pickers.IMAGE_URL_REQUIRED, 'Please enter an image URL', '2 §5'],
  ['IMAGE_URL_NOT_VALID', pickers.IMAGE_URL_NOT_VALID, 'Please enter a valid image URL', '2 §5'],
  ['IMAGE_URL_ALREADY_SELECTED', pickers.IMAGE_URL_ALREADY_SELECTED, 'This image URL is already in your selection.', '2 §5'],
  ['NO_COLOR_SELECTED', pickers.NO_COLOR_SELECTED, 'Please select at least one color', '2 §5'],
  ['ARRAY_INPUT_DEFAULT_MIN', ARRAY_INPUT_DEFAULT_MIN, 0, '2 §5', 'Minimum 0 items, maximum 10 by default'],
  ['ARRAY_INPUT_DEFAULT_MAX', ARRAY_INPUT_DEFAULT_MAX, 10, '2 §5', 'Minimum 0 items, maximum 10 by default'],
  ['MAX_IMAGE_FILES', MAX_IMAGE_FILES, 5, '2 §5', 'Maximum 5 files, 4MB each'],
  ['MAX_IMAGE_BYTES', MAX_IMAGE_BYTES, 4 * MB, '2 §5', 'Maximum 5 files, 4MB each'],
  ['MAX_DOCUMENT_FILES', MAX_DOCUMENT_FILES, 1, '2 §5', 'one PDF, maximum 8MB'],
  ['MAX_DOCUMENT_BYTES', MAX_DOCUMENT_BYTES, 8 * MB, '2 §5', 'one PDF, maximum 8MB'],
  ['MAX_MEDIA_NAME_LENGTH', MAX_MEDIA_NAME_LENGTH, 100, '2 §5', 'Rename field: required, length 1 to 100'],
  ['UPLOAD_UNAUTHORIZED', UPLOAD_UNAUTHORIZED, 'Unauthorized', '2 §5'],
  ['MARKDOWN_IMAGE_FIELD', MARKDOWN_IMAGE_FIELD, 'image', '2 §7', "sends the resized file in an 'image' field"],
  ['IMAGE_SELECT_ERROR', pickers.IMAGE_SELECT_ERROR, 'Error selecting image', '2 §8'],
  ['COLOR_SELECT_ERROR', pickers.COLOR_SELECT_ERROR, 'Failed to select color', '2 §8'],
  ['MARKDOWN_IMAGE_UPLOAD_FAILED', MARKDOWN_IMAGE_UPLOAD_FAILED, 'Image upload failed. Please try again.', '2 §8'],
  ['MARKDOWN_IMAGE_UPLOAD_FALLBACK', MARKDOWN_IMAGE_UPLOAD_FALLBACK, 'Image upload failed', '2 §8'],
  ['MULTI_IMAGE_MAX_BUTTON', MULTI_IMAGE_MAX_BUTTON, 5, '2 §9', 'Multi image maximum: 5 in the gallery button, 10 in the form field'],
  ['MULTI_IMAGE_MAX_FIELD', MULTI_IMAGE_MAX_FIELD, 10, '2 §9', 'Multi image maximum: 5 in the gallery button, 10 in the form field'],
  ['COLOR_MAX_BUTTON', COLOR_MAX_BUTTON, 50, '2 §9', 'Colour maximum: 50 in the gallery button, 10 in the form field'],
  ['COLOR_MAX_FIELD', COLOR_MAX_FIELD, 10, '2 §9', 'Colour maximum: 50 in the gallery button, 10 in the form field'],
  ['ICON_COLOR_CACHE_MS', ICON_COLOR_CACHE_MS, 604_800_000, '2 §9', 'cached for 7 days (604800000 ms)'],
  ['GALLERY_CACHE_MS', GALLERY_CACHE_MS, 604_800_000, '2 §9', 'cached for 7 days (604800000 ms)'],
  ['DEFAULT_ICON_FILTER', DEFAULT_ICON_FILTER, { set: 'custom', size: '6xl', color: 'primary' }, '2 §9', 'Default icon filter: set custom, size 6xl, colour primary'],
  ['DEFAULT_COLOR_FILTER', DEFAULT_COLOR_FILTER, { family: 'all', sortBy: 'name_asc' }, '2 §9', 'Default colour filter: family all, sort name_asc'],
  ['TOAST_SUCCESS_MS', TOAST_SUCCESS_MS, 3 * SECOND, '2 §9', 'Toasts last 3 s for success and 4 s for error'],
  ['TOAST_ERROR_MS', TOAST_ERROR_MS, 4 * SECOND, '2 §9', 'Toasts last 3 s for success and 4 s for error'],
];

describe("the spec's strings and figures", () => {
  it.each(ROWS)('%s is spec %s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  const specDir = process.env.SPEC_DIR;
  it.skipIf(!specDir)("every row's words appear verbatim in the section it names (SPEC_DIR)", () => {
    const docs = ['1-foundation.md', '2-management.md'].map((file) => fs.readFileSync(path.join(specDir!, file), 'utf8'));
    const section = (spec: Spec) => {
      const [doc, number] = spec.split(' §') as [string, string];
      const text = docs[Number(doc) - 1]!;
      const start = text.indexOf(`\n## ${number}.`);
      const end = text.indexOf('\n## ', start + 1);
      return text.slice(start, end === -1 ? undefined : end);
    };
    const missing = ROWS.filter(([, , expected, spec, words]) => !section(spec).includes(words ?? String(expected))).map(([name, , , spec]) => `${name} (spec ${spec})`);
    expect(missing).toEqual([]);
  });
});
