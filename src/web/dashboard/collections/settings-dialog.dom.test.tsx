// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SUBMITTER_EDITS_TEXT } from '#core/forms/submitter-edits.ts';
import { button, choose, click, dialogTitle, field } from '#web/testing/dialog-test-kit.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { SettingsDialog, type SettingsDialogProps } from './settings-dialog.tsx';

const dom = setUpDomRoot();

function render(props: Partial<SettingsDialogProps> = {}) {
  const onSave = vi.fn();
  act(() =>
    dom.root.render(<SettingsDialog collection="leads" submitterEdits="never" submitterEditsPossible saving={false} error="" onSave={onSave} onClose={() => {}} {...props} />),
  );
  return { onSave, select: field<HTMLSelectElement>(SUBMITTER_EDITS_TEXT.label) };
}

describe('SettingsDialog', () => {
  it('saves the choice of who may edit their submissions', async () => {
    const { onSave, select } = render();
    expect(dialogTitle()).toBe('Settings of leads');
    expect(select.value).toBe('never');
    await choose(select, '24h');
    await click(button('Save settings'));
    expect(onSave).toHaveBeenCalledWith({ submitterEdits: '24h' });
  });

  it('keeps products at never: the choice is disabled and says why', () => {
    const { onSave, select } = render({ collection: 'products', submitterEditsPossible: false, submitterEdits: 'never' });
    expect(select.disabled).toBe(true);
    expect(select.value).toBe('never');
    expect(document.body.textContent).toContain(SUBMITTER_EDITS_TEXT.notPossible);
    expect(button('Save settings').disabled).toBe(true);
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the choice", () => {
    render({ error: 'Nope' });
    expect(field<HTMLSelectElement>(SUBMITTER_EDITS_TEXT.label).getAttribute('aria-invalid')).toBe('true');
    expect(document.body.textContent).toContain('Nope');
  });
});
