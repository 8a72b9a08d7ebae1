// What people read about second factors and passkeys: the sign-in step, the profile's settings and
// the admin gate of REQUIRE_ADMIN_2FA (decision 032).
import { FRESH_SESSION_MINUTES, PASSKEY_NAME_MAX_LENGTH, PASSKEYS_PER_USER_MAX } from './second-factor-limits.ts';

export const TWO_FACTOR_STEP_TITLE = 'Two-step verification';
export const TWO_FACTOR_STEP_SUBTITLE = 'Enter the 6-digit code from your authenticator app.';
export const TWO_FACTOR_BACKUP_SUBTITLE = 'Enter one of your backup codes. Each code works once.';
export const TWO_FACTOR_CODE_LABEL = 'Code';
export const BACKUP_CODE_LABEL = 'Backup code';
export const TWO_FACTOR_VERIFY = 'Verify';
export const TWO_FACTOR_VERIFYING = 'Verifying…';
export const USE_BACKUP_CODE = 'Use a backup code instead';
export const USE_AUTHENTICATOR_CODE = 'Use a code from your authenticator app';
export const ENTER_THE_CODE = 'Enter the code.';
export const WRONG_CODE = 'That code is not right. Check your app and try again.';
export const WRONG_BACKUP_CODE = 'That backup code is not right, or it has been used already.';
/** The sign-in's two-factor step has expired or was never started: sign in again. */
export const TWO_FACTOR_STEP_EXPIRED = 'This sign-in has expired. Sign in again.';
export const TWO_FACTOR_TOO_MANY_TRIES = 'Too many wrong codes. Sign in again to get a new attempt.';
export const TWO_FACTOR_LOCKED = 'Too many wrong codes for this account. Try again in 15 minutes.';
export const BACK_TO_SIGN_IN = 'Back to sign in';

// The profile's authenticator app section.
export const TWO_FACTOR_SECTION_TITLE = 'Authenticator app';
export const TWO_FACTOR_ON_TEXT = 'On: signing in with your password also asks for a code from your authenticator app.';
export const TWO_FACTOR_OFF_TEXT = 'Off: add an authenticator app so that your password alone is not enough to sign in.';
export const TWO_FACTOR_TURN_ON = 'Turn on';
export const TWO_FACTOR_TURN_OFF = 'Turn off';
export const CURRENT_PASSWORD_LABEL = 'Current password';
export const TWO_FACTOR_SCAN_TEXT = 'Add this key to your authenticator app (for example by opening the link on your phone), then enter the code it shows.';
export const TWO_FACTOR_SECRET_LABEL = 'Setup key';
export const TWO_FACTOR_OPEN_IN_APP = 'Open in authenticator app';
export const TWO_FACTOR_CONFIRM = 'Confirm';
export const TWO_FACTOR_CANCEL_SETUP = 'Cancel';
export const BACKUP_CODES_TITLE = 'Your backup codes';
export const BACKUP_CODES_TEXT = 'Keep these somewhere safe. Each one signs you in once if you lose your authenticator app. They are shown only now.';
export const BACKUP_CODES_DONE = 'I have saved them';
export const NEW_BACKUP_CODES = 'New backup codes';
export const NEW_BACKUP_CODES_TEXT = 'Your current backup codes stop working and 10 new ones are shown once.';
export const TWO_FACTOR_TURNED_ON = 'Two-step verification is on.';
export const TWO_FACTOR_TURNED_OFF = 'Two-step verification is off.';
export const WRONG_PASSWORD = 'That password is not right.';

// Passkeys.
export const PASSKEY_SIGN_IN = 'Sign in with a passkey';
export const PASSKEY_SIGNING_IN = 'Waiting for your passkey…';
export const PASSKEY_SIGN_IN_FAILED = 'Sign-in with a passkey did not work. Try again, or use your password.';
export const PASSKEYS_SECTION_TITLE = 'Passkeys';
export const PASSKEYS_TEXT = 'Sign in with your fingerprint, face or device PIN instead of a password.';
export const PASSKEYS_NONE = 'No passkeys yet.';
export const PASSKEY_NAME_LABEL = 'Passkey name';
export const PASSKEY_ADD = 'Add a passkey';
export const PASSKEY_ADDED = 'Passkey added.';
export const PASSKEY_ADD_FAILED = 'The passkey was not added.';
export const PASSKEY_NEEDS_RECENT_SIGN_IN = `For your safety, adding a passkey needs a sign-in from the last ${FRESH_SESSION_MINUTES} minutes. Sign out, sign in again, then add it.`;
export const PASSKEY_RENAME = 'Rename';
export const PASSKEY_SAVE_NAME = 'Save';
export const PASSKEY_REMOVE = 'Remove';
export const PASSKEY_REMOVED = 'Passkey removed.';
export const PASSKEY_REMOVE_CONFIRM = 'Remove this passkey? You can no longer sign in with it.';
export const PASSKEY_UNNAMED = 'Passkey';
export const PASSKEY_NAME_TOO_LONG = `A passkey name can be at most ${PASSKEY_NAME_MAX_LENGTH} characters.`;
export const PASSKEY_LIMIT_REACHED = `You have ${PASSKEYS_PER_USER_MAX} passkeys, the most an account can have. Remove one to add another.`;
/** Asked of every passkey: a key that only proves possession would be a single factor. */
export const PASSKEY_USER_VERIFICATION_REQUIRED = 'This passkey did not check that it is you (PIN, fingerprint or face). Use one that does.';

// REQUIRE_ADMIN_2FA.
export const ADMIN_TWO_FACTOR_REQUIRED_CODE = 'ADMIN_TWO_FACTOR_REQUIRED';
export const ADMIN_TWO_FACTOR_REQUIRED = 'Administrators must turn on two-step verification first: set it up under your profile.';
export const ADMIN_TWO_FACTOR_BANNER = 'This platform requires administrators to use two-step verification. Turn it on below to continue.';
