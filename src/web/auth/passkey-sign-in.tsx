import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { PASSKEY_SIGN_IN, PASSKEY_SIGN_IN_FAILED, PASSKEY_SIGNING_IN } from '#core/auth/second-factor-messages.ts';
import { safeCallbackPath } from '#core/paths/safe-callback.ts';
import { Button } from '#web/ui/button.tsx';
import { useIsClient } from '#web/ui/use-is-client.ts';
import { FormError } from '#web/ui/form-notice.tsx';

/** "Sign in with a passkey": offered only where the browser can (WebAuthn needs JavaScript). */
export function PasskeySignIn({ callbackURL }: { callbackURL: string }) {
  const isClient = useIsClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!isClient || typeof window.PublicKeyCredential === 'undefined') return null;

  const signIn = async () => {
    setBusy(true);
    setError(null);
    const { authClient } = await import('./auth-client.ts');
    const result = await authClient().signIn.passkey();
    if (result.error) {
      setBusy(false);
      setError(result.error.message || PASSKEY_SIGN_IN_FAILED);
      return;
    }
    // A full load: the server renders the destination with the new session.
    window.location.assign(safeCallbackPath(callbackURL));
  };

  return (
    <div className="mt-4 border-t border-border pt-4">
      <FormError message={error} />
      <Button type="button" variant="secondary" className="w-full" loading={busy} onClick={() => void signIn()}>
        <KeyRound aria-hidden="true" className="size-4" />
        {busy ? PASSKEY_SIGNING_IN : PASSKEY_SIGN_IN}
      </Button>
    </div>
  );
}
