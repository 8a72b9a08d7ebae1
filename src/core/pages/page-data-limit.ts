/**
 * Largest page document (Puck data) accepted on save, as serialised JSON. Copied blocks are held to
 * it too: anything larger could never be saved on the page it is pasted into.
 */
export const PAGE_DATA_MAX_BYTES = 1024 * 1024;
