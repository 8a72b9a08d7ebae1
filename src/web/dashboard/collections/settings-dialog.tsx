// A collection's settings: whether the people who submitted its records through a published form
// may change them later (decision 033). Products and system collections stay 'Never'.
import { useState, type ReactNode } from 'react';
import { SUBMITTER_EDITS_TEXT, SUBMITTER_EDIT_OPTIONS, isSubmitterEdits, type SubmitterEdits } from '#core/forms/submitter-edits.ts';
import { FormDialog } from '#web/ui/form-dialog.tsx';
import { SelectInput } from '#web/ui/inputs/select-input.tsx';

export interface SettingsDialogProps {
  collection: string;
  submitterEdits: SubmitterEdits;
  /** False for collections no submitter may ever edit: the choice is shown, fixed at 'Never'. */
  submitterEditsPossible: boolean;
  saving: boolean;
  /** The server's refusal, shown under the choice. */
  error: string;
  onSave(settings: { submitterEdits: SubmitterEdits }): void;
  onClose(): void;
}

export function SettingsDialog({ collection, submitterEdits, submitterEditsPossible, saving, error, onSave, onClose }: SettingsDialogProps): ReactNode {
  const [choice, setChoice] = useState<SubmitterEdits>(submitterEdits);
  return (
    <FormDialog
      onClose={onClose}
      size="md"
      title={`Settings of ${collection}`}
      submitLabel="Save settings"
      saving={saving}
      submitDisabled={!submitterEditsPossible}
      onSubmit={() => onSave({ submitterEdits: choice })}
    >
        <SelectInput
          label={SUBMITTER_EDITS_TEXT.label}
          name="submitterEdits"
          value={submitterEditsPossible ? choice : 'never'}
          options={SUBMITTER_EDIT_OPTIONS}
          disabled={!submitterEditsPossible}
          onChange={(event) => {
            if (isSubmitterEdits(event.target.value)) setChoice(event.target.value);
          }}
          hint={submitterEditsPossible ? SUBMITTER_EDITS_TEXT.hint : SUBMITTER_EDITS_TEXT.notPossible}
          error={error || undefined}
        />
    </FormDialog>
  );
}
