import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  PASSKEY_ADD,
  PASSKEY_ADD_FAILED,
  PASSKEY_ADDED,
  PASSKEY_NAME_LABEL,
  PASSKEY_NEEDS_RECENT_SIGN_IN,
  PASSKEY_REMOVE,
  PASSKEY_REMOVE_CONFIRM,
  PASSKEY_REMOVED,
  PASSKEY_RENAME,
  PASSKEY_SAVE_NAME,
  PASSKEY_UNNAMED,
  PASSKEYS_NONE,
  PASSKEYS_SECTION_TITLE,
  PASSKEYS_TEXT,
  TWO_FACTOR_CANCEL_SETUP,
} from '#core/auth/second-factor-messages.ts';
import { PASSKEY_NAME_MAX_LENGTH, SESSION_NOT_FRESH_CODE } from '#core/auth/second-factor-limits.ts';
import { authClient, clientErrorMessage } from '#web/auth/auth-client.ts';
import { Button } from '#web/ui/button.tsx';
import { useConfirm } from '#web/ui/confirm-dialog.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { notify } from '#web/ui/toast.ts';
import { useIsClient } from '#web/ui/use-is-client.ts';

interface PasskeyRow {
  id: string;
  name?: string | null;
  createdAt?: string | Date | null;
}

const PASSKEYS_KEY = ['account', 'passkeys'] as const;

async function fetchPasskeys(): Promise<PasskeyRow[]> {
  const { data, error } = await authClient().passkey.listUserPasskeys();
  if (error) throw new Error(error.message ?? 'Passkeys could not be loaded');
  return (data ?? []) as PasskeyRow[];
}

function PasskeyItem({ passkey, onChanged }: { passkey: PasskeyRow; onChanged: () => Promise<void> }) {
  const [renaming, setRenaming] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = useConfirm();
  const label = passkey.name || PASSKEY_UNNAMED;

  const rename = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    if (!name) return;
    setBusy(true);
    const { error } = await authClient().passkey.updatePasskey({ id: passkey.id, name });
    setBusy(false);
    if (error) return void notify.error(clientErrorMessage(error, PASSKEY_ADD_FAILED));
    setRenaming(false);
    await onChanged();
  };

  const remove = async () => {
    if (!(await confirm({ message: PASSKEY_REMOVE_CONFIRM, okLabel: PASSKEY_REMOVE, tone: 'danger' }))) return;
    setBusy(true);
    const { error } = await authClient().passkey.deletePasskey({ id: passkey.id });
    setBusy(false);
    if (error) return void notify.error(clientErrorMessage(error, PASSKEY_ADD_FAILED));
    notify.success(PASSKEY_REMOVED);
    await onChanged();
  };

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3" data-passkey={passkey.id}>
      {renaming ? (
        <form className="flex flex-1 flex-wrap items-end gap-2" onSubmit={(event) => void rename(event)}>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- focus goes to the one field this step asks for, as the spec's keyboard flow requires */}
          <TextInput label={PASSKEY_NAME_LABEL} name="name" defaultValue={passkey.name ?? ''} maxLength={PASSKEY_NAME_MAX_LENGTH} required autoFocus containerClassName="min-w-0 flex-1" />
          <Button type="submit" size="sm" loading={busy}>
            {PASSKEY_SAVE_NAME}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setRenaming(false)}>
            {TWO_FACTOR_CANCEL_SETUP}
          </Button>
        </form>
      ) : (
        <>
          <span className="min-w-0 break-words text-sm font-medium">{label}</span>
          <span className="flex gap-2">
            <Button type="button" size="sm" variant="secondary" onClick={() => setRenaming(true)} aria-label={`${PASSKEY_RENAME}: ${label}`}>
              {PASSKEY_RENAME}
            </Button>
            <Button type="button" size="sm" variant="secondary" loading={busy} onClick={() => void remove()} aria-label={`${PASSKEY_REMOVE}: ${label}`}>
              {PASSKEY_REMOVE}
            </Button>
          </span>
        </>
      )}
    </li>
  );
}

/** The profile's passkeys: add one (named), rename or remove it. WebAuthn needs the browser. */
export function PasskeySettings() {
  const isClient = useIsClient();
  const queryClient = useQueryClient();
  const passkeys = useQuery({ queryKey: PASSKEYS_KEY, queryFn: fetchPasskeys, enabled: isClient });
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });
  const supported = isClient && typeof window.PublicKeyCredential !== 'undefined';

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get('name') ?? '').trim();
    setBusy(true);
    const result = await authClient().passkey.addPasskey(name ? { name } : {});
    setBusy(false);
    if (result?.error) {
      // Better Auth's own words ("Session is not fresh") would not say what to do.
      return void notify.error('code' in result.error && result.error.code === SESSION_NOT_FRESH_CODE ? PASSKEY_NEEDS_RECENT_SIGN_IN : clientErrorMessage(result.error, PASSKEY_ADD_FAILED));
    }
    form.reset();
    notify.success(PASSKEY_ADDED);
    await refresh();
  };

  return (
    <section aria-labelledby="passkeys-title" className="mt-6 rounded-xl border border-border bg-surface p-5">
      <h2 id="passkeys-title" className="text-lg font-semibold">
        {PASSKEYS_SECTION_TITLE}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{PASSKEYS_TEXT}</p>
      {passkeys.data && passkeys.data.length === 0 && <p className="mt-3 text-sm">{PASSKEYS_NONE}</p>}
      {passkeys.data && passkeys.data.length > 0 && (
        <ul className="mt-3 divide-y divide-border rounded-lg border border-border" aria-label={PASSKEYS_SECTION_TITLE}>
          {passkeys.data.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} onChanged={refresh} />
          ))}
        </ul>
      )}
      {supported && (
        <form className="mt-4 flex flex-wrap items-end gap-2" onSubmit={(event) => void add(event)}>
          <TextInput label={PASSKEY_NAME_LABEL} name="name" maxLength={PASSKEY_NAME_MAX_LENGTH} containerClassName="min-w-0 flex-1" />
          <Button type="submit" loading={busy}>
            {PASSKEY_ADD}
          </Button>
        </form>
      )}
    </section>
  );
}
