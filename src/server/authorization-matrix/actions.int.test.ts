import { ACTION_ROWS } from './action-rows.ts';
import { describeMatrix } from './matrix-kit.ts';

// React Router actions.
describeMatrix(ACTION_ROWS);
