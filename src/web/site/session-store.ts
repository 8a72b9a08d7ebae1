import { createClientStore, useClientStore } from '#web/islands/client-store.ts';

/** The signed-in user as the navigation shows it. */
export interface SessionUser {
  name: string;
  email: string;
}

/** Spec 3 §4 (Auth): loading, authenticated, unauthenticated. */
export type SessionState =
  | { status: 'loading' }
  | { status: 'authenticated'; user: SessionUser }
  | { status: 'unauthenticated' };

/** Better Auth's route: `{ session, user }` when signed in, null otherwise. */
export const SESSION_URL = '/api/auth/get-session';

/**
 * The visitor's sign-in state, shared by every island of the page (the navigation's buttons, the
 * cart drawer). Cached page HTML is the same for everyone, so this is only ever learnt in the
 * browser; it stays 'loading' on the server and while hydrating.
 */
export const sessionStore = createClientStore<SessionState>({ status: 'loading' });

let inFlight: Promise<void> | null = null;

function userOf(body: unknown): SessionUser | null {
  if (typeof body !== 'object' || body === null) return null;
  const user = (body as { user?: unknown }).user;
  if (typeof user !== 'object' || user === null) return null;
  const { name, email } = user as { name?: unknown; email?: unknown };
  return { name: typeof name === 'string' ? name : '', email: typeof email === 'string' ? email : '' };
}

function sameState(a: SessionState, b: SessionState): boolean {
  if (a.status !== b.status) return false;
  return a.status !== 'authenticated' || b.status !== 'authenticated' || (a.user.email === b.user.email && a.user.name === b.user.name);
}

/**
 * Reads the sign-in state from the server (one request at a time). A failed request leaves a
 * known state as it was; a first load that fails counts as signed out, so the Login button shows.
 */
export function loadSession(): Promise<void> {
  inFlight ??= (async () => {
    try {
      // Its own GET, not the API client: this store is on every page with the navigation's account
      // buttons, and the client's 1 KB would take the shop navigation page past its 80 KB (decision 041).
      const response = await fetch(SESSION_URL, { credentials: 'same-origin', cache: 'no-store', headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`${SESSION_URL} answered ${response.status}`);
      const user = userOf(await response.json());
      const next: SessionState = user ? { status: 'authenticated', user } : { status: 'unauthenticated' };
      if (!sameState(sessionStore.get(), next)) sessionStore.set(next);
    } catch (error) {
      console.warn('Could not read the sign-in state', error);
      if (sessionStore.get().status === 'loading') sessionStore.set({ status: 'unauthenticated' });
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/** Whether the visitor is signed out, reading the state first when it is not known yet. */
export async function visitorSignedOut(): Promise<boolean> {
  if (sessionStore.get().status === 'loading') await loadSession();
  return sessionStore.get().status === 'unauthenticated';
}

/** Forgets the state (tests): the next reader loads it again. */
export function resetSessionForTests(): void {
  inFlight = null;
  sessionStore.set({ status: 'loading' });
}

let watching = false;

/**
 * Loads the state once and again whenever the tab comes back into view, so signing in or out in
 * another tab shows here too (and closes the cart, spec 3 §4).
 */
export function watchSession(): void {
  if (typeof window === 'undefined') return;
  if (sessionStore.get().status === 'loading') void loadSession();
  if (watching) return;
  watching = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void loadSession();
  });
}

/** The sign-in state in a component; starts watching it once the component is in the browser. */
export function useSession(): SessionState {
  return useClientStore(sessionStore);
}

/**
 * Calls `onChange` when the visitor signs in or out after the state was first known (not for the
 * first load, which is not a change).
 */
export function onSignInChange(onChange: (state: SessionState) => void): () => void {
  let previous = sessionStore.get().status;
  return sessionStore.subscribe(() => {
    const current = sessionStore.get();
    const changed = previous !== 'loading' && current.status !== 'loading' && previous !== current.status;
    previous = current.status;
    if (changed) onChange(current);
  });
}
