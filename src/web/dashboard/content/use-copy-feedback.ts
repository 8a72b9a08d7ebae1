import { useCallback, useEffect, useRef, useState } from 'react';
import { COPY_FEEDBACK_MS } from '#core/constants.ts';
import { notify } from '#web/ui/toast.ts';

export interface CopyMessages {
  success: string;
  failure: string;
}

/**
 * Copies text to the clipboard with the spec 1 §8 toasts; the key of the last successful copy is
 * `copied` for COPY_FEEDBACK_MS (spec 2 §8: the copied item is highlighted for 2 s).
 */
export function useCopyFeedback(): { copied: string | null; copy: (key: string, text: string, messages: CopyMessages) => Promise<boolean> } {
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (key: string, text: string, messages: CopyMessages) => {
    try {
      // Missing without a secure context: the access itself throws, which is the same failure.
      await navigator.clipboard.writeText(text);
    } catch {
      notify.error(messages.failure);
      return false;
    }
    notify.success(messages.success);
    setCopied(key);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), COPY_FEEDBACK_MS);
    return true;
  }, []);
  return { copied, copy };
}
