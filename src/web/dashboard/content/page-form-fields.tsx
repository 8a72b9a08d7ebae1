// Title, Description and Path of the page form (spec 2 §5), and the form's own error: the same
// inputs in Create Page and in a page's metadata form.
import type { ReactNode } from 'react';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import type { usePageForm } from './use-page-form.ts';

export interface PageFormFieldsProps {
  form: Pick<ReturnType<typeof usePageForm>, 'field' | 'formError'>;
  pathPlaceholder?: string;
  pathHint?: string;
  /** Inputs between Path and the form's error ('Create from'). */
  children?: ReactNode;
}

export function PageFormFields({ form, pathPlaceholder, pathHint, children }: PageFormFieldsProps): ReactNode {
  return (
    <>
      <TextInput label="Title" required maxLength={255} {...form.field('title')} />
      <TextInput label="Description" {...form.field('description')} />
      <TextInput label="Path" required spellCheck={false} placeholder={pathPlaceholder} hint={pathHint} {...form.field('path')} />
      {children}
      {form.formError ? (
        <p role="alert" className="text-sm text-danger">
          {form.formError}
        </p>
      ) : null}
    </>
  );
}
