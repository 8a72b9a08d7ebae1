// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { INITIAL_UPLOAD_STATE, uploadFlowReducer } from './use-upload-flow.ts';

const png = (name: string) => new File([new Uint8Array(100)], name, { type: 'image/png' });

describe('uploadFlowReducer', () => {
  it('clamps progress to 0–100 and never moves the upload bar backwards', () => {
    let state = uploadFlowReducer(INITIAL_UPLOAD_STATE, { type: 'uploading', pending: [] });
    state = uploadFlowReducer(state, { type: 'upload-progress', percent: -20 });
    expect(state.uploadProgress).toBe(0);
    state = uploadFlowReducer(state, { type: 'upload-progress', percent: 42.4 });
    expect(state.uploadProgress).toBe(42);
    state = uploadFlowReducer(state, { type: 'upload-progress', percent: 250 });
    expect(state.uploadProgress).toBe(100);
    state = uploadFlowReducer(state, { type: 'upload-progress', percent: 30 });
    expect(state.uploadProgress).toBe(100);
    state = uploadFlowReducer(state, { type: 'saving' });
    state = uploadFlowReducer(state, { type: 'save-progress', percent: Number.NaN });
    expect(state.saveProgress).toBe(0);
    state = uploadFlowReducer(state, { type: 'save-progress', percent: 133 });
    expect(state.saveProgress).toBe(100);
  });

  it('clears both flags on failure and keeps the chosen files', () => {
    const chosen = { key: 'k', file: png('a.png'), alt: 'A' };
    let state = uploadFlowReducer(INITIAL_UPLOAD_STATE, { type: 'add', files: [chosen] });
    state = uploadFlowReducer(state, { type: 'uploading', pending: [chosen.file] });
    state = uploadFlowReducer(state, { type: 'saving' });
    expect([state.isUploading, state.isSaving]).toEqual([false, true]);
    state = uploadFlowReducer(state, { type: 'failed' });
    expect(state).toMatchObject({ phase: 'idle', isUploading: false, isSaving: false, uploadProgress: 0, saveProgress: 0, files: [chosen] });
  });

  it('does not change the chosen files while busy', () => {
    const state = uploadFlowReducer({ ...INITIAL_UPLOAD_STATE, phase: 'uploading' }, { type: 'add', files: [{ key: 'x', file: png('x.png'), alt: '' }] });
    expect(state.files).toEqual([]);
    expect(uploadFlowReducer(state, { type: 'remove', key: 'x' })).toBe(state);
  });
});
