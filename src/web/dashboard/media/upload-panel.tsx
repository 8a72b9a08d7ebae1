import type { ReactNode } from 'react';

export interface UploadPanelProps {
  kind: 'image' | 'video';
  siteUniqueId: string | null;
  onComplete(files: { id: string; url: string; name: string }[]): void;
}

// Placeholder with the final signature so the content manager and the editor can import it; built out next.
export function UploadPanel(_props: UploadPanelProps): ReactNode {
  return <p>Upload up to 5 images at once. Drag and drop files or click to browse.</p>;
}
