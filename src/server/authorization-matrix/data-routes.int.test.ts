import { COLLECTION_ROWS } from './collection-rows.ts';
import { DATA_ROWS } from './data-rows.ts';
import { describeMatrix } from './matrix-kit.ts';

// Hono routes: collections, the content manager's deletes, mail, the data API and the gateways.
describeMatrix([...COLLECTION_ROWS, ...DATA_ROWS]);
