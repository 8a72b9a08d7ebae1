import type { ReactNode } from 'react';
import type { DetailDialogProps } from './detail-props.ts';
import { MediaDetail } from './media-detail.tsx';

/** The image dialog's video twin: a player instead of the picture, no alternative text. */
export function VideoDetail(props: DetailDialogProps): ReactNode {
  return <MediaDetail {...props} kind="video" />;
}
