import { describeMatrix } from './matrix-kit.ts';
import { SECTIONS_ROWS } from './sections-rows.ts';

// The reusable sections API's rows (decision 071) in a file of their own, so the Hono matrix file stays one run's worth.
describeMatrix(SECTIONS_ROWS);
