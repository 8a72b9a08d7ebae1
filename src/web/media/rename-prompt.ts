import { toast } from 'sonner';
import { RENAME_PROMPT_AS_IS, RENAME_PROMPT_MS, RENAME_PROMPT_RENAME, RENAME_PROMPT_TITLE } from '#core/media/upload-flow-messages.ts';

export interface RenamePrompt {
  /** true: rename first; false: upload as is (the button, closing the toast, or its 10 s running out). */
  answer: Promise<boolean>;
  /** Answers from elsewhere (the same choice inside the dialog, which keyboard users can reach) and removes the toast. */
  choose(rename: boolean): void;
}

/** The 'Rename Files?' toast of spec 2 §2; the first answer wins. */
export function openRenamePrompt(): RenamePrompt {
  let settle: (rename: boolean) => void = () => {};
  const answer = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  let done = false;
  const finish = (rename: boolean, dismiss: boolean) => {
    if (done) return;
    done = true;
    settle(rename);
    if (dismiss) toast.dismiss(id);
  };
  const id = toast(RENAME_PROMPT_TITLE, {
    duration: RENAME_PROMPT_MS,
    action: { label: RENAME_PROMPT_RENAME, onClick: () => finish(true, false) },
    cancel: { label: RENAME_PROMPT_AS_IS, onClick: () => finish(false, false) },
    onAutoClose: () => finish(false, false),
    onDismiss: () => finish(false, false),
  });
  return { answer, choose: (rename) => finish(rename, true) };
}
