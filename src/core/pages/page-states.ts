// Publish and delete state machines of spec 1 §4, as data the UI renders.
import { DELETED, DELETING, PUBLISHED, PUBLISHING } from './messages.ts';
import type { ValidationErrors } from '../rules/rule-types.ts';

export type PublishStatus = 'publishing' | 'validationErrors' | 'error' | 'published';

export type PublishState =
  | { status: 'publishing'; message: typeof PUBLISHING }
  | { status: 'validationErrors'; message: string; validationErrors: ValidationErrors }
  | { status: 'error'; message: string }
  | { status: 'published'; message: typeof PUBLISHED };

export type DeleteStatus = 'deleting' | 'error' | 'deleted';

export type DeleteState =
  | { status: 'deleting'; message: typeof DELETING }
  | { status: 'error'; message: string }
  | { status: 'deleted'; message: typeof DELETED };

export const PUBLISHING_STATE: PublishState = { status: 'publishing', message: PUBLISHING };
export const PUBLISHED_STATE: PublishState = { status: 'published', message: PUBLISHED };
export const DELETING_STATE: DeleteState = { status: 'deleting', message: DELETING };
export const DELETED_STATE: DeleteState = { status: 'deleted', message: DELETED };

/** Every message of the validation errors, one per line, as shown in the state and in the toast. */
export function validationErrorsMessage(errors: ValidationErrors): string {
  return Object.values(errors).flat().join('\n');
}
