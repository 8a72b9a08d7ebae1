// Optimistic publishing (decision 036): the editor sends the version it started from, and the
// server refuses to publish or save a draft over a newer one. Browser and server share these.

/** What POST /api/editor answers with 409 when the page moved on since the editor loaded it. */
export interface VersionConflictBody {
  error: string;
  /** The version now live: the editor publishes over it by sending it as its baseVersion. */
  currentVersion: number;
  baseVersion: number;
}

export const BASE_VERSION_REQUIRED = 'baseVersion is required: the version of the page the editor started from (0 for a new page). Reload the editor and try again.';
export const BASE_VERSION_INVALID = 'baseVersion must be a whole number of 0 or more.';

/** The 409's error text: who reads the API without the dialog still learns what happened. */
export const versionConflictMessage = (baseVersion: number, currentVersion: number): string =>
  `This page was changed since you opened it: you started from version ${baseVersion}, and version ${currentVersion} is now published.`;

/** The editor's conflict dialog. */
export const VERSION_CONFLICT_TITLE = 'This page has a newer version';
export const versionConflictDescription = (currentVersion: number, draft: boolean): string =>
  `Someone published version ${currentVersion} of this page after you opened it. ${
    draft ? 'Saving your draft now would hide their changes the next time the page is published.' : 'Publishing now would replace their changes with yours.'
  } Their version stays in the page's History either way.`;
export const RELOAD_NEWER_VERSION = 'Reload the newer version';
export const PUBLISH_ANYWAY = 'Publish anyway';
export const SAVE_DRAFT_ANYWAY = 'Save draft anyway';
export const newerVersionLoadedMessage = (version: number): string => `Version ${version} loaded. Your changes were discarded.`;
export const RELOAD_FAILED = 'Could not load the newer version: check your connection and try again.';

/** A whole number of 0 or more, or the reason it is not (undefined: the field is missing). */
export function parseBaseVersion(value: unknown): { ok: true; value: number } | { ok: false; error: string } {
  if (value === undefined || value === null) return { ok: false, error: BASE_VERSION_REQUIRED };
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) return { ok: false, error: BASE_VERSION_INVALID };
  return { ok: true, value };
}
