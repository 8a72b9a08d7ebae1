import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { validatePageForm, type PageFormValues } from '#core/pages/page-form-rules.ts';
import { notify } from '#web/ui/toast.ts';
import { failureOf } from './detail-parts.tsx';

/**
 * The page form's state, shared by Create Page and the page dialog's metadata form: the values,
 * each field's first error, the form's own error, and the props that bind a TextInput to a field.
 */
export function usePageForm(initial: PageFormValues | (() => PageFormValues), kind: 'page' | 'template') {
  const [values, setValues] = useState<PageFormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState('');

  /** Clears the last errors and checks the values: true when they may be sent. */
  const validate = (): boolean => {
    const invalid = validatePageForm(values, kind);
    setErrors(invalid ?? {});
    setFormError('');
    return invalid === null;
  };

  /** Shows the server's refusal: under the fields it names, or as the form's error when it names none. */
  const showFailure = (failure: { message: string; fields: Record<string, string[]> }): void => {
    setErrors(failure.fields);
    setFormError(Object.keys(failure.fields).length === 0 ? failure.message : '');
  };

  /** Shows `message` as the form's error and toasts it. */
  const fail = (message: string): void => {
    setFormError(message);
    notify.error(message);
  };

  const mutation = useMutation({ mutationFn: (request: () => Promise<unknown>) => request() });

  /**
   * Sends the form: true when the server took it. A refusal is shown under its fields (or as the
   * form's error) and toasted; a failed request shows `fallback` the same way.
   */
  const send = async (request: () => Promise<unknown>, fallback: string): Promise<boolean> => {
    try {
      await mutation.mutateAsync(request);
      return true;
    } catch (error) {
      const failure = failureOf(error, fallback);
      showFailure(failure);
      notify.error(failure.message);
    }
    return false;
  };

  const field = (name: keyof PageFormValues) => ({
    name,
    value: values[name],
    error: errors[name]?.[0],
    onChange: (event: { target: { value: string } }) => setValues((previous) => ({ ...previous, [name]: event.target.value })),
  });

  return { values, setErrors, formError, validate, fail, send, sending: mutation.isPending, field };
}
