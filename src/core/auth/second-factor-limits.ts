// Bounds on what a signed-in user can make the server keep about their passkeys (decision 032).
export const PASSKEY_NAME_MAX_LENGTH = 100;
export const PASSKEYS_PER_USER_MAX = 20;
