import { isDataCollection } from '#core/content/content-sources.ts';

/** A user collection's name as the data API accepts it: letters, digits, - and _, not a system or site collection. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

export function isDataCollectionName(name: string): boolean {
  return NAME.test(name) && isDataCollection(name);
}

export const UNKNOWN_COLLECTION = 'Unknown collection';
