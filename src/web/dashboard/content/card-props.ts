import type { ReactNode } from 'react';
import type { ContentItem } from './content-item.ts';

/** What every gallery card gets from the grid. */
export interface CardProps {
  item: ContentItem;
  titleId: string;
  onOpen(): void;
  actions: ReactNode;
}
