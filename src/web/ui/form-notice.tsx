import type { ReactNode } from 'react';

interface FormNoticeProps {
  message: ReactNode | null | undefined;
  /** Its spacing in the form it belongs to. */
  className?: string;
}

/** A form's failure as a person reads it, announced at once (role=alert); nothing when there is none. */
export function FormError({ message, className = 'mb-4' }: FormNoticeProps) {
  if (!message) return null;
  return <p role="alert" className={`${className} rounded-md border border-danger/30 bg-danger/5 px-3 py-2 text-sm text-danger`}>{message}</p>;
}

/** A form's success (role=status, announced politely); nothing when there is none. */
export function FormSuccess({ message, className = 'mb-4' }: FormNoticeProps) {
  if (!message) return null;
  return <p role="status" className={`${className} rounded-md border border-success/30 bg-success/5 px-3 py-2 text-sm text-success`}>{message}</p>;
}
