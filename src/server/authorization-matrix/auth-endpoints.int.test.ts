import { ACCOUNT_ROWS } from './account-rows.ts';
import { ADMIN_ROWS } from './admin-rows.ts';
import { describeMatrix } from './matrix-kit.ts';
import { SECOND_FACTOR_ROWS } from './second-factor-rows.ts';

// Better Auth's endpoints: accounts and sessions, the admin plugin, two-factor and passkeys.
describeMatrix([...ACCOUNT_ROWS, ...ADMIN_ROWS, ...SECOND_FACTOR_ROWS]);
