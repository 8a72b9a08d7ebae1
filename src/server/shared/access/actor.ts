import { ADMIN_ROLE } from '#core/constants.ts';

/** The part of a signed-in user that access rules read. */
export interface Actor {
  id: string;
  role?: string | null | undefined;
}

export const isAuthenticated = (actor: Actor | null | undefined): actor is Actor => Boolean(actor?.id);

export const isAdmin = (actor: Actor | null | undefined): boolean => actor?.role === ADMIN_ROLE;
