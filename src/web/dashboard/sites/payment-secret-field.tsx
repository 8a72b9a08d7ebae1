import { useEffect, useId, useRef, type ReactNode } from 'react';
import { PAYMENT_SETTINGS_LABELS, type PaymentSecretField, type SecretState } from '#core/shop/payment-settings.ts';
import { PAYMENT_SETTINGS_SCREEN as S } from '#core/shop/payment-settings-screen.ts';
import { Button } from '#web/ui/button.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';

/** What the owner is doing with one stored secret: keeping it, typing a new one, or clearing it on save. */
export type SecretEdit = { mode: 'keep' } | { mode: 'replace'; value: string } | { mode: 'clear' };

/**
 * One secret of the payment settings. The page never holds a stored secret: a set one shows as
 * ••••last4 with Replace and Clear; a new value is typed into a password field and sent once.
 */
export function PaymentSecretField({ field, state, edit, onEdit, error }: { field: PaymentSecretField; state: SecretState; edit: SecretEdit; onEdit: (edit: SecretEdit) => void; error?: string }): ReactNode {
  const label = PAYMENT_SETTINGS_LABELS[field];
  const labelId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const replaceButton = useRef<HTMLButtonElement>(null);
  const wasReplacing = useRef(false);
  // Replace puts the caret in the new field; Cancel returns it to Replace.
  useEffect(() => {
    if (edit.mode === 'replace' && state.set) input.current?.focus();
    else if (wasReplacing.current) replaceButton.current?.focus();
    wasReplacing.current = edit.mode === 'replace';
  }, [edit.mode, state.set]);

  if (!state.set || edit.mode === 'replace') {
    return (
      <div className="flex flex-col gap-2">
        <TextInput
          ref={input}
          label={state.set ? S.newValue(label) : label}
          name={field}
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={edit.mode === 'replace' ? edit.value : ''}
          onChange={(event) => onEdit({ mode: 'replace', value: event.target.value })}
          hint={state.set ? undefined : S.notSet}
          error={error}
        />
        {state.set ? (
          <div>
            <Button type="button" variant="ghost" size="sm" onClick={() => onEdit({ mode: 'keep' })} aria-label={`${S.cancel}: ${S.newValue(label)}`}>
              {S.cancel}
            </Button>
          </div>
        ) : null}
      </div>
    );
  }

  const shown = state.readable && state.last4 ? `••••${state.last4}` : null;
  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-2">
        {shown ? (
          <span className={`font-mono text-sm ${edit.mode === 'clear' ? 'line-through' : ''}`} data-secret-field={field} aria-label={state.last4 ? S.secretStored(state.last4) : undefined}>
            {shown}
          </span>
        ) : (
          <span className="text-sm text-danger">{S.unreadable}</span>
        )}
        {edit.mode === 'clear' ? (
          <>
            <span className="text-sm text-fg-muted">{S.willClear}</span>
            <Button type="button" variant="secondary" size="sm" onClick={() => onEdit({ mode: 'keep' })} aria-label={`${S.undo}: ${S.clear} ${label}`}>
              {S.undo}
            </Button>
          </>
        ) : (
          <>
            <Button ref={replaceButton} type="button" variant="secondary" size="sm" onClick={() => onEdit({ mode: 'replace', value: '' })} aria-label={`${S.replace} ${label}`}>
              {S.replace}
            </Button>
            <Button type="button" variant="secondary" size="sm" onClick={() => onEdit({ mode: 'clear' })} aria-label={`${S.clear} ${label}`}>
              {S.clear}
            </Button>
          </>
        )}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
