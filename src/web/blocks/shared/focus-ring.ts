/**
 * Focus outline for links and buttons in blocks. It takes the current text colour, so it stays
 * visible on every preset's background, light or dark, without a colour per preset.
 */
export const FOCUS_RING = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current';
