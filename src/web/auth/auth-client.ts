import { createAuthClient } from 'better-auth/client';
import { twoFactorClient } from 'better-auth/client/plugins';
import { passkeyClient } from '@better-auth/passkey/client';

function create() {
  return createAuthClient({ baseURL: window.location.origin, basePath: '/api/auth', plugins: [twoFactorClient(), passkeyClient()] });
}

let client: ReturnType<typeof create> | null = null;

/**
 * Better Auth's browser client, for what needs the browser itself: WebAuthn (passkeys) and the
 * profile's second-factor settings. Made on first use, in the browser only.
 */
export function authClient(): ReturnType<typeof create> {
  client ??= create();
  return client;
}

/** The message of a failed client call, or the fallback. */
export function clientErrorMessage(error: { message?: string | undefined } | null | undefined, fallback: string): string {
  return error?.message || fallback;
}
