import { useState, type FormEvent, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import {
  BACKUP_CODES_DONE,
  BACKUP_CODES_TEXT,
  BACKUP_CODES_TITLE,
  CURRENT_PASSWORD_LABEL,
  ENTER_THE_CODE,
  NEW_BACKUP_CODES,
  NEW_BACKUP_CODES_TEXT,
  TWO_FACTOR_CANCEL_SETUP,
  TWO_FACTOR_CODE_LABEL,
  TWO_FACTOR_CONFIRM,
  TWO_FACTOR_OFF_TEXT,
  TWO_FACTOR_ON_TEXT,
  TWO_FACTOR_OPEN_IN_APP,
  TWO_FACTOR_SCAN_TEXT,
  TWO_FACTOR_SECRET_LABEL,
  TWO_FACTOR_SECTION_TITLE,
  TWO_FACTOR_TURN_OFF,
  TWO_FACTOR_TURN_ON,
  TWO_FACTOR_TURNED_OFF,
  TWO_FACTOR_TURNED_ON,
  WRONG_CODE,
  WRONG_PASSWORD,
} from '#core/auth/second-factor-messages.ts';
import { authClient, clientErrorMessage } from '#web/auth/auth-client.ts';
import { Button } from '#web/ui/button.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { notify } from '#web/ui/toast.ts';
import { FormError } from '#web/ui/form-notice.tsx';

type Step =
  | { kind: 'idle' }
  | { kind: 'password'; action: 'on' | 'off' | 'new-codes' }
  | { kind: 'confirm'; uri: string; secret: string; backupCodes: string[] }
  | { kind: 'codes'; backupCodes: string[] };

/** Groups of four, as authenticator apps show keys typed in by hand. */
const groupsOfFour = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * The profile's authenticator app section (decision 032): turning TOTP on asks for the password,
 * shows the key to add to an app, asks for a code from it, then shows the backup codes once.
 */
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();

  const go = (next: Step) => {
    setError(null);
    setStep(next);
  };

  const submitPassword = async (event: FormEvent<HTMLFormElement>, action: 'on' | 'off' | 'new-codes') => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setBusy(true);
    setError(null);
    if (action === 'new-codes') {
      // The old codes stop working: the new ones replace them.
      const { data, error: failed } = await authClient().twoFactor.generateBackupCodes({ password });
      setBusy(false);
      if (!data || failed) return setError(failed?.code === 'INVALID_PASSWORD' ? WRONG_PASSWORD : clientErrorMessage(failed, WRONG_PASSWORD));
      go({ kind: 'codes', backupCodes: data.backupCodes });
      return;
    }
    if (action === 'on') {
      const { data, error: failed } = await authClient().twoFactor.enable({ password });
      setBusy(false);
      if (!data || failed || !('totpURI' in data) || !data.totpURI) return setError(failed?.code === 'INVALID_PASSWORD' ? WRONG_PASSWORD : clientErrorMessage(failed, WRONG_PASSWORD));
      go({ kind: 'confirm', uri: data.totpURI, secret: new URL(data.totpURI).searchParams.get('secret') ?? '', backupCodes: data.backupCodes ?? [] });
      return;
    }
    const { error: failed } = await authClient().twoFactor.disable({ password });
    setBusy(false);
    if (failed) return setError(failed.code === 'INVALID_PASSWORD' ? WRONG_PASSWORD : clientErrorMessage(failed, WRONG_PASSWORD));
    go({ kind: 'idle' });
    notify.success(TWO_FACTOR_TURNED_OFF);
    void revalidator.revalidate();
  };

  const submitCode = async (event: FormEvent<HTMLFormElement>, backupCodes: string[]) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!code) return setError(ENTER_THE_CODE);
    setBusy(true);
    const { error: failed } = await authClient().twoFactor.verifyTotp({ code });
    setBusy(false);
    if (failed) return setError(failed.code === 'INVALID_CODE' ? WRONG_CODE : clientErrorMessage(failed, WRONG_CODE));
    go({ kind: 'codes', backupCodes });
    notify.success(TWO_FACTOR_TURNED_ON);
  };

  return (
    <section aria-labelledby="two-factor-title" className="mt-6 rounded-xl border border-border bg-surface p-5">
      <h2 id="two-factor-title" className="text-lg font-semibold">
        {TWO_FACTOR_SECTION_TITLE}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{enabled ? TWO_FACTOR_ON_TEXT : TWO_FACTOR_OFF_TEXT}</p>
      <div className="mt-4">
        <FormError message={error} />
        {step.kind === 'idle' && (
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant={enabled ? 'secondary' : 'primary'} onClick={() => go({ kind: 'password', action: enabled ? 'off' : 'on' })}>
              {enabled ? TWO_FACTOR_TURN_OFF : TWO_FACTOR_TURN_ON}
            </Button>
            {enabled && (
              <Button type="button" variant="secondary" onClick={() => go({ kind: 'password', action: 'new-codes' })}>
                {NEW_BACKUP_CODES}
              </Button>
            )}
          </div>
        )}
        {step.kind === 'password' && (
          <form className="flex max-w-sm flex-col gap-3" onSubmit={(event) => void submitPassword(event, step.action)}>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- focus goes to the one field this step asks for, as the spec's keyboard flow requires */}
            <TextInput label={CURRENT_PASSWORD_LABEL} name="password" type="password" autoComplete="current-password" required autoFocus />
            {step.action === 'new-codes' && <p className="text-sm text-fg-muted">{NEW_BACKUP_CODES_TEXT}</p>}
            <StepActions busy={busy} variant={step.action === 'off' ? 'danger' : 'primary'} onCancel={() => go({ kind: 'idle' })}>
              {step.action === 'on' ? TWO_FACTOR_TURN_ON : step.action === 'off' ? TWO_FACTOR_TURN_OFF : NEW_BACKUP_CODES}
            </StepActions>
          </form>
        )}
        {step.kind === 'confirm' && (
          <form className="flex flex-col gap-3" onSubmit={(event) => void submitCode(event, step.backupCodes)}>
            <p className="text-sm">{TWO_FACTOR_SCAN_TEXT}</p>
            <div className="text-sm">
              <span className="text-fg-muted">{TWO_FACTOR_SECRET_LABEL}</span>
              <code data-totp-secret={step.secret} className="mt-1 block break-all rounded-md bg-surface-muted px-3 py-2 font-mono text-base">
                {groupsOfFour(step.secret)}
              </code>
            </div>
            <a href={step.uri} className="text-sm font-medium text-primary underline-offset-2 hover:underline">
              {TWO_FACTOR_OPEN_IN_APP}
            </a>
            <TextInput
              label={TWO_FACTOR_CODE_LABEL}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              // eslint-disable-next-line jsx-a11y/no-autofocus -- focus goes to the one field this step asks for, as the spec's keyboard flow requires
              autoFocus
              containerClassName="max-w-xs"
            />
            <StepActions busy={busy} variant="primary" onCancel={() => go({ kind: 'idle' })}>
              {TWO_FACTOR_CONFIRM}
            </StepActions>
          </form>
        )}
        {step.kind === 'codes' && (
          <div aria-labelledby="backup-codes-title" role="group">
            <h3 id="backup-codes-title" className="font-semibold">
              {BACKUP_CODES_TITLE}
            </h3>
            <p className="mt-1 text-sm text-fg-muted">{BACKUP_CODES_TEXT}</p>
            <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm" data-backup-codes>
              {step.backupCodes.map((code) => (
                <li key={code} className="rounded-md bg-surface-muted px-3 py-1.5">
                  {code}
                </li>
              ))}
            </ul>
            <Button
              type="button"
              className="mt-4"
              onClick={() => {
                go({ kind: 'idle' });
                void revalidator.revalidate();
              }}
            >
              {BACKUP_CODES_DONE}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}

/** A step's submit button and the cancel that returns to the settings. */
function StepActions({ busy, variant, onCancel, children }: { busy: boolean; variant: 'primary' | 'danger'; onCancel: () => void; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" loading={busy} variant={variant}>
        {children}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        {TWO_FACTOR_CANCEL_SETUP}
      </Button>
    </div>
  );
}
