import { useId } from 'react';
import type { FormEvent, FormHTMLAttributes, ReactNode } from 'react';
import { Button } from './button.tsx';
import { Modal, type ModalProps } from './modal.tsx';

export interface FormDialogProps extends Omit<ModalProps, 'open' | 'footer'> {
  /** Most form dialogs are mounted only while shown; defaults to true. */
  open?: boolean;
  submitLabel: ReactNode;
  cancelLabel?: ReactNode;
  /** Called on submit (Enter in a field or the submit button); the page does not reload. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button shows its spinner. */
  saving?: boolean;
  submitDisabled?: boolean;
  cancelDisabled?: boolean;
  /** Props of the <form> itself: layout classes, aria-busy. */
  formProps?: Omit<FormHTMLAttributes<HTMLFormElement>, 'id' | 'onSubmit' | 'noValidate' | 'children'>;
}

/**
 * A Modal holding one form, with Cancel and the submit button in the footer (the button submits the
 * form through its `form` attribute, so Enter in a field and the button do the same). Validation is
 * the app's own (noValidate), so its messages are the spec's, not the browser's.
 */
export function FormDialog({
  open = true,
  submitLabel,
  cancelLabel = 'Cancel',
  onSubmit,
  saving = false,
  submitDisabled,
  cancelDisabled,
  formProps,
  onClose,
  children,
  ...modalProps
}: FormDialogProps): ReactNode {
  const formId = useId();
  return (
    <Modal
      {...modalProps}
      open={open}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={cancelDisabled}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        {...formProps}
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event);
        }}
      >
        {children}
      </form>
    </Modal>
  );
}
