// User-facing messages of custom icons (POST/GET/DELETE /api/system_icons), shared by browser and server.
export const ICON_UNAUTHORIZED = 'Unauthorized';
export const ICON_FORBIDDEN = 'You cannot change the icons of this site';
export const ICON_SITE_NOT_FOUND = 'Site not found';
export const ICON_NOT_FOUND = 'Icon not found';
export const ICON_NOT_MULTIPART = 'Send the icon as multipart/form-data with a file field';
export const ICON_FILE_MISSING = 'Choose one SVG file to upload';
export const ICON_NOT_SVG = 'The file is not an SVG image';
export const ICON_NAME_REQUIRED = 'Icon name is required';
export const ICON_NAME_INVALID = 'Icon names may use letters, digits, spaces, dashes and underscores (at most 60 characters)';
export const MAX_ICON_BYTES = 100 * 1024;
export const ICON_TOO_LARGE = `The SVG file exceeds the maximum size of ${MAX_ICON_BYTES / 1024} KB`;
export function iconNameTakenMessage(name: string): string {
  return `An icon named '${name}' already exists`;
}
/** The create-icon dialog's success toast. */
export function iconCreatedMessage(name: string): string {
  return `Icon '${name}' uploaded`;
}
/** The browser's check before sending: not an .svg file by name or type. */
export const ICON_CHOOSE_SVG = 'Choose an SVG file (.svg)';
export const ICON_CREATE_FAILED = 'Failed to upload icon';
