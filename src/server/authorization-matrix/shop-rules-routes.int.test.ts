import { describeMatrix } from './matrix-kit.ts';
import { SHOP_RULES_ROWS } from './shop-rules-rows.ts';

// The shop rules API's rows (decision 065) in a file of their own, so the Hono matrix file stays one run's worth.
describeMatrix(SHOP_RULES_ROWS);
