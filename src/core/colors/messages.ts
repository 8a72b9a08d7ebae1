import { COLOR_FAMILIES, COLOR_SHADES } from '#core/options/color-palette.ts';

// User-facing messages of custom colours (POST/GET/DELETE /api/system_colors), shared by browser and server.
export const COLOR_FORBIDDEN = 'You cannot change the colours of this site';
export const COLOR_SITE_NOT_FOUND = 'Site not found';
export const COLOR_NOT_FOUND = 'Color not found';
export const COLOR_BUILT_IN_NOT_DELETABLE = 'Built-in palette colours cannot be deleted';
export const COLOR_LABEL_MAX = 60;
export const COLOR_FAMILY_INVALID = `Family must be one of: ${COLOR_FAMILIES.join(', ')}`;
export const COLOR_LEVEL_INVALID = `Level must be one of: ${COLOR_SHADES.join(', ')}`;
/** The create-colour dialog's success toast. */
export function colorCreatedMessage(label: string): string {
  return `Color '${label}' created`;
}
/** The create call failed without a message of its own (network, server error page). */
export const COLOR_CREATE_FAILED = 'Failed to create color';
