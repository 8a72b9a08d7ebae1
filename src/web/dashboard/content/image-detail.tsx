import type { ReactNode } from 'react';
import type { DetailDialogProps } from './detail-props.ts';
import { MediaDetail } from './media-detail.tsx';

/** Spec 2 §2 image dialog: preview with the 'No image' fallback, facts, Copy URL, Delete, edit details. */
export function ImageDetail(props: DetailDialogProps): ReactNode {
  return <MediaDetail {...props} kind="image" />;
}
