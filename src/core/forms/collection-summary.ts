import type { FormInput } from './form-input.ts';

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
}

export const COLLECTIONS_API = '/api/collections';
