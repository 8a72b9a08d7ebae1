export interface SpacerProps {
  /** A SPACING_SCALE token. */
  height: string;
}

export const DEFAULT_SPACER_HEIGHT = '8';
