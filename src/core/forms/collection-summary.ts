import type { FormInput } from './form-input.ts';
import type { SubmitterEdits } from './submitter-edits.ts';

/** One row of the dashboard's collections list (GET /api/collections). */
export interface CollectionSummary {
  name: string;
  recordCount: number;
  /** Published Form blocks that write into it. */
  formCount: number;
  /** The form definition; empty when none was saved. */
  fields: FormInput[];
  /** False for a name that only holds records (or only forms) and was never defined. */
  defined: boolean;
  /** Named …-public: readable by anyone. */
  isPublic: boolean;
  updatedAt: string | null;
  /** Whether submitters may edit their submissions, as it applies ('never' for products and system collections). */
  submitterEdits: SubmitterEdits;
  /** False for collections no submitter may ever edit (products…): the setting cannot be changed. */
  submitterEditsPossible: boolean;
}

export const COLLECTIONS_API = '/api/collections';
