// Bounds on what a signed-in user can make the server keep about their passkeys (decision 032).
export const PASSKEY_NAME_MAX_LENGTH = 100;
export const PASSKEYS_PER_USER_MAX = 20;
/**
 * How recent a sign-in must be to add a passkey (Better Auth's "fresh" session): a stolen session
 * cookie alone, once older than this, cannot add a way in that skips the password and the TOTP code.
 */
export const FRESH_SESSION_MINUTES = 10;
/** Better Auth's error code when a session is older than FRESH_SESSION_MINUTES. */
export const SESSION_NOT_FRESH_CODE = 'SESSION_NOT_FRESH';
