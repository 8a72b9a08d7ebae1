// Every message of the validation engine (spec 1 §5). Strings the spec names are copied
// exactly; the ones marked "designed" fill gaps the spec leaves open.
import { MAX_UPLOAD_LABEL } from '../constants.ts';

export const FIELD_REQUIRED = 'this field is required';
export const MUST_BE_NUMBER = 'this field must be a number';
export const MUST_BE_STRING = 'this field must be a string';
export const MUST_BE_NUMERIC = 'this field must be numeric';

export function minLengthMessage(min: number): string {
  return `this field must be at least ${min} characters`;
}
export function maxLengthMessage(max: number): string {
  return `this field must be at most ${max} characters`;
}
/** Designed: the number form of min. */
export function minValueMessage(min: number): string {
  return `this field must be at least ${min}`;
}
/** Designed: the number form of max. */
export function maxValueMessage(max: number): string {
  return `this field must be at most ${max}`;
}
/** Designed: min on a list counts its items. */
export function minItemsMessage(min: number): string {
  return `this field must have at least ${min} items`;
}
/** Designed: max on a list counts its items. */
export function maxItemsMessage(max: number): string {
  return `this field must have at most ${max} items`;
}

export const INVALID_EMAIL = 'Invalid email format';
export const INVALID_DATE = 'Invalid date format (YYYY-MM-DD)';
export const INVALID_TIME = 'Invalid time format (HH:MM)';
export const INVALID_DATETIME_LOCAL = 'Invalid datetime-local format';
export const INVALID_URL = 'Invalid URL (must start with http:// or https:// and include a valid domain)';
export const INVALID_DOMAIN = 'Invalid domain (must be a valid domain name)';
export const INVALID_COLOR = 'Invalid color format';

export function passwordLengthPart(min: number): string {
  return `at least ${min} characters`;
}
export const PASSWORD_UPPERCASE_PART = '1 uppercase letter';
export const PASSWORD_LOWERCASE_PART = '1 lowercase letter';
export const PASSWORD_NUMBER_PART = '1 number';
export const PASSWORD_SPECIAL_PART = '1 special character';
/** 'Password must contain at least 8 characters, 1 uppercase letter, 1 number' */
export function passwordMissingMessage(missingParts: readonly string[]): string {
  return `Password must contain ${missingParts.join(', ')}`;
}

export const ARRAY_NO_SPACES = 'Invalid format: No spaces are allowed.';
export const ARRAY_INVALID_CHARACTERS = 'Invalid format: Only letters, numbers, hyphens, underscores, and commas are allowed.';

export function invalidFileTypeMessage(fileType: string, allowedTypes: readonly string[]): string {
  return `Invalid file type ${fileType} is not allowed. Allowed types: ( ${allowedTypes.join(', ')} )`;
}
export const FILE_TOO_LARGE = `This File size exceeds the maximum limit of ${MAX_UPLOAD_LABEL}.`;
export function fileItemMessage(position: number, message: string): string {
  return `File ${position}: ${message}`;
}

export function colorInvalidFormatMessage(position: number): string {
  return `Color ${position}: Invalid color format`;
}
export function colorMissingPropertiesMessage(position: number): string {
  return `Color ${position}: Missing required color properties`;
}
export function colorInvalidHexMessage(position: number): string {
  return `Color ${position}: Invalid hex color format`;
}

export const IMAGE_URL_INVALID_FORMAT = 'Invalid URL format (must start with http:// or https://)';
export function unsupportedHostnameMessage(hostname: string, allowedHosts: readonly string[]): string {
  return `The hostname ( ${hostname} ) is not supported. Please use one of the following: ( ${allowedHosts.join(', ')} )`;
}
export function invalidImageExtensionMessage(allowedExtensions: readonly string[]): string {
  return `Invalid image extension. Allowed extensions: (${allowedExtensions.join(', ')})`;
}

export const PATH_EMPTY = 'Path cannot be empty.';
/** Designed: a path given as something other than text. */
export const PATH_NOT_STRING = 'Path must be a string.';
export const PATH_MUST_START_WITH_SLASH = 'Path must start with a slash.';
export const PATH_ROOT = "Path cannot be '/'. Please use '/homepage' for the homepage.";
/** Designed. */
export const PATH_MULTIPLE_LEADING_SLASHES = 'Path cannot start with multiple slashes.';
/** Designed. */
export const PATH_CONSECUTIVE_SLASHES = 'Path cannot contain consecutive slashes.';
/** Designed. */
export const PATH_TRAILING_SLASH = 'Path cannot end with a slash.';
/** Designed. */
export const PATH_SPACES = 'Path cannot contain spaces.';
/** Designed. */
export const PATH_RELATIVE = "Path cannot contain relative segments ('.' or '..').";
export const PATH_INVALID_CHARACTERS =
  'Path contains invalid characters. Only alphanumeric characters, dashes, underscores, and slashes are allowed.';
/** Designed. */
export const PATH_DATA_RESERVED = "Path cannot be '/data' or start with '/data/'. The data area is reserved.";

export const TEMPLATE_PATH_EMPTY = 'Template path cannot be empty.';
/** Designed. */
export const TEMPLATE_PATH_NOT_STRING = 'Template path must be a string.';
/** Designed. */
export const TEMPLATE_PATH_PREFIX =
  'Template path must start with /dynamic-content/all/, /dynamic-content/manage/ or /dynamic-content/view/.';
/** Designed: the prefix alone, with no collection after it. */
export const TEMPLATE_PATH_MISSING_COLLECTION = 'Template path must end with a collection name.';
export const TEMPLATE_PATH_TOO_MANY_SEGMENTS = 'Template path cannot have more than 3 segments.';
/** Designed. */
export const TEMPLATE_PATH_INVALID_CHARACTERS =
  'Template path contains invalid characters. Only alphanumeric characters, dashes, and underscores are allowed in the collection name.';
export const DYNAMIC_RESOURCE_NOT_AVAILABLE = 'This dynamic resource is not available.';

export const SYSTEM_PATH_EMPTY = 'System path cannot be empty.';
/** Designed. */
export const SYSTEM_PATH_NOT_STRING = 'System path must be a string.';
export const SYSTEM_PATH_PREFIX = 'System path must start with /manage.';

/** Designed. */
export const SYSTEM_PATH_FORBIDDEN = "This path is reserved for the system. It cannot be '/manage' or '/dashboard' or start with them.";

/** Developer warnings (console only, never shown to users). */
export function unknownRuleWarning(ruleName: string): string {
  return `Unknown validation rule: ${ruleName}`;
}
export function invalidRuleParameterWarning(ruleName: string, parameter: string | undefined): string {
  return `Validation rule ${ruleName} needs a numeric parameter, got: ${parameter ?? '(none)'}`;
}
