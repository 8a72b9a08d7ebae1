import type { JSX } from 'react';
import { HEIGHT_CLASSES, spacingClass } from '../shared/spacing-classes.ts';
import { DEFAULT_SPACER_HEIGHT, type SpacerProps } from './spacer.types.ts';

export function Spacer({ height }: SpacerProps): JSX.Element {
  return <div aria-hidden="true" className={spacingClass(HEIGHT_CLASSES, height, DEFAULT_SPACER_HEIGHT)} />;
}
