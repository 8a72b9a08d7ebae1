import { ADDRESS_ROWS } from './address-rows.ts';
import { describeMatrix } from './matrix-kit.ts';
import { MEDIA_ROWS } from './media-rows.ts';
import { PAGE_ROWS } from './page-rows.ts';
import { SHOP_ROWS } from './shop-rows.ts';

// Hono routes: pages, sites, media, the storefront's lists, reviews, checkout, orders and saved addresses.
describeMatrix([...PAGE_ROWS, ...MEDIA_ROWS, ...SHOP_ROWS, ...ADDRESS_ROWS]);
