/** The custom element that marks an island in a visitor's page; `display: contents` keeps layout as if it were not there. */
export const ISLAND_TAG = 'sw-island';
