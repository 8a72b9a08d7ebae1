import type { PageDocument } from '../pages/page-tree.ts';

// The shapes of /api/sites/:uniqueId/sections (decision 071), shared by the server and the dashboard.

/** A page (or template) whose published data or working draft holds an instance of a section. */
export interface SectionUse {
  id: string;
  title: string;
  /** The page's path in the editor (`/site-{id}/…`). */
  path: string;
}

export interface SectionSummary {
  id: string;
  name: string;
  /** How many pages use it (published data or draft). */
  usedOn: number;
  updatedAt: string;
}

export interface SectionView {
  id: string;
  name: string;
  /** The section's blocks as a Puck document (`root` has no props that matter). */
  content: PageDocument;
  updatedAt: string;
  usedBy: SectionUse[];
}
