// The dashboard's Sign out (POST /api/auth/sign-out) as a mutation: once signed out, nothing the
// previous user read stays in the query cache.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_SIGNOUT } from '#core/paths/routes.ts';
import { api } from '#web/api/client.ts';

/** Resolves true once signed out, false when the server refused or could not be reached. */
export function useSignOut(): () => Promise<boolean> {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: () => api.post(AUTH_SIGNOUT),
    onSuccess: () => queryClient.clear(),
  });
  return () => mutateAsync().then(
    () => true,
    () => false,
  );
}
