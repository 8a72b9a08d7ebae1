// Default props of the text blocks (Heading, Text, RichText, Alert, Button): what the editor puts in
// a new block, and what the seed and a new site's default pages start from. Pure data (decision 044).

import { DEFAULT_LINK_TARGET } from '#core/options/link-targets.ts';

export const HEADING_DEFAULTS = {
  text: 'Heading',
  level: 'h2' as const,
  /** A FONT_SIZE_SCALE token. */
  size: '3xl',
  align: 'start' as const,
};

export const TEXT_DEFAULTS = {
  text: 'Write your text here.',
  size: 'base',
  align: 'start' as const,
  textDisplayLength: 0,
};

export const RICH_TEXT_DEFAULTS = {
  markdown: '## A title\n\nWrite **markdown** here: lists, [links](https://example.com) and images.',
};

export const ALERT_DEFAULTS = {
  variant: 'info' as const,
  title: 'Heads up',
  message: 'Something visitors should know.',
  dismissible: false,
};

/** A button opens no dialog until the editor turns it on. */
export const NO_BUTTON_MODAL = { enabled: false, title: '', text: '' };

export const BUTTON_DEFAULTS = {
  label: 'Learn more',
  href: '/',
  target: DEFAULT_LINK_TARGET,
  variant: 'primary' as const,
  size: 'md' as const,
  align: 'start' as const,
  modal: NO_BUTTON_MODAL,
};
