import { useCallback, useEffect, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';
import { chooseUploadFiles, filesThatFit, type PanelLimits } from '#core/media/choose-upload-files.ts';
import { UPLOAD_COMPLETE_EVENT } from '#core/media/upload-messages.ts';
import {
  batchSaveFailedMessage,
  saveErrorToast,
  uploadErrorToast,
  uploadSuccessToast,
  uploadedDescription,
} from '#core/media/upload-flow-messages.ts';
import { clampProgress } from '#web/ui/progress-bar.tsx';
import { notify } from '#web/ui/toast.ts';
import { saveImageRecord, uploadMediaFiles, type UploadRequest, type UploadedFile } from './media-requests.ts';
import { openRenamePrompt, type RenamePrompt } from './rename-prompt.ts';
import { resizeImages } from './resize-images.ts';

/**
 * The upload flow of spec 2 §4: idle → files chosen → images resized → rename prompt (→ rename
 * modal) → uploading with progress → saving with progress → success toast and 'uploadthing:complete'.
 */
export type UploadPhase = 'idle' | 'resizing' | 'prompt' | 'renaming' | 'uploading' | 'saving';

export interface ChosenFile {
  key: string;
  file: File;
  alt: string;
}

export interface UploadFlowState {
  phase: UploadPhase;
  files: ChosenFile[];
  /** The files as they will be sent (resized), shown in the rename modal while renaming. */
  pending: File[];
  uploadProgress: number;
  saveProgress: number;
  isUploading: boolean;
  isSaving: boolean;
}

export type UploadFlowAction =
  | { type: 'add'; files: ChosenFile[] }
  | { type: 'remove'; key: string }
  | { type: 'alt'; key: string; alt: string }
  | { type: 'resizing' }
  | { type: 'prompt'; pending: File[] }
  | { type: 'renaming' }
  | { type: 'uploading'; pending: File[] }
  | { type: 'upload-progress'; percent: number }
  | { type: 'saving' }
  | { type: 'save-progress'; percent: number }
  | { type: 'failed' }
  | { type: 'done' };

export const INITIAL_UPLOAD_STATE: UploadFlowState = {
  phase: 'idle',
  files: [],
  pending: [],
  uploadProgress: 0,
  saveProgress: 0,
  isUploading: false,
  isSaving: false,
};

export function uploadFlowReducer(state: UploadFlowState, action: UploadFlowAction): UploadFlowState {
  switch (action.type) {
    case 'add':
      return state.phase === 'idle' ? { ...state, files: [...state.files, ...action.files] } : state;
    case 'remove':
      return state.phase === 'idle' ? { ...state, files: state.files.filter((f) => f.key !== action.key) } : state;
    case 'alt':
      return { ...state, files: state.files.map((f) => (f.key === action.key ? { ...f, alt: action.alt } : f)) };
    case 'resizing':
      return { ...state, phase: 'resizing', uploadProgress: 0, saveProgress: 0 };
    case 'prompt':
      return { ...state, phase: 'prompt', pending: action.pending };
    case 'renaming':
      return { ...state, phase: 'renaming' };
    case 'uploading':
      return { ...state, phase: 'uploading', pending: action.pending, isUploading: true, uploadProgress: 0 };
    case 'upload-progress':
      // Never backwards: a late progress event after the answer must not pull the bar down from 100.
      return { ...state, uploadProgress: Math.max(state.uploadProgress, clampProgress(action.percent)) };
    case 'saving':
      return { ...state, phase: 'saving', isUploading: false, isSaving: true, uploadProgress: 100, saveProgress: 0 };
    case 'save-progress':
      return { ...state, saveProgress: clampProgress(action.percent) };
    case 'failed':
      // Spec 2 §4: both flags cleared; the chosen files stay, so the person can fix the cause and retry.
      return { ...state, phase: 'idle', pending: [], isUploading: false, isSaving: false, uploadProgress: 0, saveProgress: 0 };
    case 'done':
      return INITIAL_UPLOAD_STATE;
  }
}

export interface UploadFlowDeps {
  upload?: (request: UploadRequest, onProgress: (percent: number) => void) => Promise<UploadedFile[]>;
  save?: typeof saveImageRecord;
  resize?: (files: readonly File[]) => Promise<File[]>;
  prompt?: () => RenamePrompt;
  /** The date and time written into the description. */
  now?: () => string;
}

export interface UploadFlowOptions extends UploadFlowDeps {
  kind: 'image' | 'video';
  siteUniqueId: string | null;
  limits: PanelLimits;
  onComplete(files: { id: string; url: string; name: string }[]): void;
}

let nextKey = 0;

export function useUploadFlow({ kind, siteUniqueId, limits, onComplete, upload = uploadMediaFiles, save = saveImageRecord, resize = resizeImages, prompt = openRenamePrompt, now = () => new Date().toLocaleString() }: UploadFlowOptions) {
  const [state, dispatch] = useReducer(uploadFlowReducer, INITIAL_UPLOAD_STATE);
  const stateRef = useRef(state);
  stateRef.current = state;
  const promptRef = useRef<RenamePrompt | null>(null);
  const renameRef = useRef<((files: File[] | null) => void) | null>(null);
  // Each progress step is committed on its own, so the bar passes through every value instead of jumping to the last.
  const progress = useCallback((action: UploadFlowAction) => flushSync(() => dispatch(action)), []);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      promptRef.current?.choose(false);
    };
  }, []);

  /** Keeps the acceptable files, toasting each refused one (type, size, the sixth file). */
  const choose = useCallback(
    (incoming: readonly File[]) => {
      const { accepted, rejected } = chooseUploadFiles(stateRef.current.files.length, incoming, kind, limits);
      for (const { message } of rejected) notify.error(message);
      if (accepted.length > 0) dispatch({ type: 'add', files: accepted.map((file) => ({ key: `file-${++nextKey}`, file, alt: '' })) });
    },
    [kind, limits],
  );

  const start = useCallback(async () => {
    const all = stateRef.current.files;
    if (stateRef.current.phase !== 'idle' || all.length === 0) return;
    dispatch({ type: 'resizing' });
    // Videos are sent as they are; only image/* files are ever resized.
    const sized = kind === 'image' ? await resize(all.map((c) => c.file)) : all.map((c) => c.file);
    // The size limit applies to what is sent: a photo resized under it goes; one still over it stays chosen, with a message.
    const { kept, refused } = filesThatFit(sized, limits);
    for (const message of refused) notify.error(message);
    if (kept.length === 0) return dispatch({ type: 'failed' });
    const chosen = kept.map((index) => all[index]!);
    const resized = kept.map((index) => sized[index]!);
    dispatch({ type: 'prompt', pending: resized });
    const asking = prompt();
    promptRef.current = asking;
    const wantsRename = await asking.answer;
    promptRef.current = null;
    if (!mounted.current) return;
    let files = resized;
    if (wantsRename) {
      dispatch({ type: 'renaming' });
      const renamed = await new Promise<File[] | null>((resolve) => {
        renameRef.current = resolve;
      });
      renameRef.current = null;
      if (renamed !== null) files = renamed;
    }
    dispatch({ type: 'uploading', pending: files });
    let uploaded: UploadedFile[];
    try {
      uploaded = await upload({ files, alts: chosen.map((c) => c.alt.trim()), kind, siteUniqueId }, (percent) => progress({ type: 'upload-progress', percent }));
    } catch (error) {
      dispatch({ type: 'failed' });
      notify.error(uploadErrorToast(files.map((f) => f.name).join(', '), error instanceof Error ? error.message : String(error)));
      return;
    }
    progress({ type: 'saving' });
    const description = uploadedDescription(uploaded.length, now());
    let saveFailed = false;
    for (const [index, file] of uploaded.entries()) {
      try {
        await save({ url: file.url, name: file.name, description, siteUniqueId });
      } catch (error) {
        const message = error instanceof Error ? error.message : '';
        saveFailed = true;
        if (uploaded.length > 1) console.warn(batchSaveFailedMessage(file.name, message));
        else notify.error(saveErrorToast(message));
      }
      progress({ type: 'save-progress', percent: ((index + 1) / uploaded.length) * 100 });
    }
    // A failed single save already said so; the file itself is stored, so lists still refresh below.
    if (!(saveFailed && uploaded.length === 1)) notify.success(uploadSuccessToast(uploaded.length, kind));
    dispatch({ type: 'done' });
    window.dispatchEvent(new CustomEvent(UPLOAD_COMPLETE_EVENT, { detail: uploaded }));
    onComplete(uploaded.map(({ id, url, name }) => ({ id, url, name })));
  }, [kind, limits, now, onComplete, progress, prompt, resize, save, siteUniqueId, upload]);

  return {
    state,
    choose,
    start,
    remove: useCallback((key: string) => dispatch({ type: 'remove', key }), []),
    setAlt: useCallback((key: string, alt: string) => dispatch({ type: 'alt', key, alt }), []),
    /** The in-dialog copy of the toast's two buttons. */
    answerPrompt: useCallback((rename: boolean) => promptRef.current?.choose(rename), []),
    /** The rename modal's result: the renamed files, or null to send the originals (skip or close). */
    finishRename: useCallback((files: File[] | null) => renameRef.current?.(files), []),
    busy: state.phase !== 'idle',
  };
}
