import type { ReactNode } from 'react';
import { toast } from 'sonner';
import type { ExternalToast } from 'sonner';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '#core/constants.ts';

// Re-exported so screens and tests read the spec 2 §9 durations from the helper that applies them.
export { TOAST_ERROR_MS, TOAST_SUCCESS_MS };

export type ToastId = string | number;

/**
 * The app's toasts. Success and error carry the spec's durations (3 s and 4 s) so no caller has to
 * remember them; pass `{ id }` to turn a loading toast into its result.
 */
export const notify = {
  success: (message: ReactNode, options?: ExternalToast): ToastId =>
    toast.success(message, { duration: TOAST_SUCCESS_MS, ...options }),
  error: (message: ReactNode, options?: ExternalToast): ToastId => toast.error(message, { duration: TOAST_ERROR_MS, ...options }),
  loading: (message: ReactNode, options?: ExternalToast): ToastId => toast.loading(message, options),
  dismiss: (id?: ToastId): ToastId => toast.dismiss(id),
};
