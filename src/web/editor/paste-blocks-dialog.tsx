// The dependable way to paste copied blocks (decision 072): a dialog whose text area takes the
// clipboard's text by keyboard (Ctrl+V or ⌘V), where the browser may refuse a page reading it.
import { useRef, useState, type ReactNode } from 'react';
import { FormDialog } from '#web/ui/form-dialog.tsx';
import { TextArea } from '#web/ui/inputs/text-area.tsx';

export const PASTE_DIALOG_TITLE = 'Paste block';

export function PasteBlocksDialog({
  open,
  onClose,
  onPaste,
}: {
  open: boolean;
  onClose: () => void;
  /** Inserts what the text holds; answers the reason when it holds no blocks to paste (nothing is inserted then). */
  onPaste: (text: string) => Promise<string | null>;
}): ReactNode {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const close = () => {
    setText('');
    setError(null);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      size="md"
      title={PASTE_DIALOG_TITLE}
      description="Paste here what Copy block put on the clipboard, on this site or another. The blocks go after the selected block, or at the end of the page."
      initialFocusRef={areaRef}
      submitLabel="Paste"
      saving={busy}
      onSubmit={() => {
        setBusy(true);
        void onPaste(text)
          .then((refused) => {
            if (refused === null) close();
            else {
              setError(refused);
              areaRef.current?.focus();
            }
          })
          .finally(() => setBusy(false));
      }}
    >
      <TextArea
        ref={areaRef}
        label="Copied block"
        name="blocks"
        rows={8}
        spellCheck={false}
        autoComplete="off"
        className="font-mono text-xs"
        value={text}
        error={error ?? undefined}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
      />
    </FormDialog>
  );
}
