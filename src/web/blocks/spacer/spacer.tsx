import type { JSX } from 'react';
import { responsiveClasses } from '../shared/responsive-classes.ts';
import { HEIGHT_TABLES } from '../shared/responsive-spacing-classes.ts';
import { DEFAULT_SPACER_HEIGHT, type SpacerProps } from './spacer.types.ts';

export function Spacer({ height }: SpacerProps): JSX.Element {
  return <div aria-hidden="true" className={responsiveClasses(HEIGHT_TABLES, height, DEFAULT_SPACER_HEIGHT)} />;
}
