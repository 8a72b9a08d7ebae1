// Demo catalogue for the 'demo' site. Field names follow the storefront product
// shape (spec 3 §3) so the seed can be written to the products collection as is.
// The set deliberately covers the storefront edge cases: discounts, out of stock,
// low stock (threshold 5), a single sold-out variant, and one inactive product.

export type DemoCategory =
  | 'clothing'
  | 'electronics'
  | 'home'
  | 'beauty'
  | 'sports'
  | 'toys'
  | 'books'
  | 'food'
  | 'other';

export interface DemoColor {
  value: string;
  label: string;
  hex: string;
}

export interface DemoSize {
  value: string;
  label: string;
}

/**
 * One row per purchasable combination. Convention: when a product has colours
 * but no sizes, `size_value` is '' (and vice versa for `color_value`), so every
 * row still names both axes and the cart identity (id + colour + size) stays
 * unambiguous. Products with neither have no rows and rely on `stock` alone.
 */
export interface DemoVariantStock {
  color_value: string;
  size_value: string;
  stock: number;
}

export interface DemoProduct {
  slug: string;
  name: string;
  subtitle: string;
  /** Markdown. */
  description: string;
  price: number;
  /** Shown as a discount only when positive and lower than `price`. */
  discount_price: number | null;
  price_prefix: '$';
  /** For products with variants this is the sum of `variant_stock`. */
  stock: number;
  /** File name under images/products. */
  image: string;
  /** File names under images/products; 0–3 items. */
  images_other: string[];
  colors: DemoColor[];
  sizes: DemoSize[];
  variant_stock: DemoVariantStock[];
  promotion: string | null;
  shippingInfo: string;
  size_guide_url: string | null;
  status: 'active' | 'inactive';
  category: DemoCategory;
  tags: string[];
}

/**
 * Builds the full colour × size cross from a stock grid (rows = colours,
 * columns = sizes). A missing axis counts as a single '' entry, which is the
 * convention documented on DemoVariantStock. Throws on a mis-shaped grid so a
 * typo in the seed fails at import time rather than producing a silent gap.
 */
function variantGrid(colors: DemoColor[], sizes: DemoSize[], grid: number[][]): DemoVariantStock[] {
  const colorValues = colors.length > 0 ? colors.map((c) => c.value) : [''];
  const sizeValues = sizes.length > 0 ? sizes.map((s) => s.value) : [''];
  if (grid.length !== colorValues.length) {
    throw new Error(`variant grid has ${grid.length} rows, expected ${colorValues.length}`);
  }
  return colorValues.flatMap((color_value, i) => {
    const row = grid[i] ?? [];
    if (row.length !== sizeValues.length) {
      throw new Error(`variant grid row ${i} has ${row.length} columns, expected ${sizeValues.length}`);
    }
    return sizeValues.map((size_value, j) => ({ color_value, size_value, stock: row[j] ?? 0 }));
  });
}

/** Colours as [value, label, hex] rows: the seed's tables read as tables. */
function colors(...rows: [value: string, label: string, hex: string][]): DemoColor[] {
  return rows.map(([value, label, hex]) => ({ value, label, hex }));
}

/** Sizes as [value, label] rows. */
function sizes(...rows: [value: string, label: string][]): DemoSize[] {
  return rows.map(([value, label]) => ({ value, label }));
}

function totalStock(rows: DemoVariantStock[]): number {
  return rows.reduce((sum, row) => sum + row.stock, 0);
}

const apparelSizes = sizes(['xs', 'XS'], ['s', 'S'], ['m', 'M'], ['l', 'L'], ['xl', 'XL']);
const apparelSizesNoXs: DemoSize[] = apparelSizes.slice(1);

const SHIP_STANDARD = 'Free standard shipping on orders over $75. Ships within 1–2 business days.';
const SHIP_APPAREL = 'Free standard shipping on orders over $75. Free 30-day returns and exchanges on unworn items.';
const SHIP_FRAGILE = 'Packed in recycled, plastic-free protective wrap. Ships within 2–3 business days.';
const SHIP_FOOD = 'Roasted or packed to order and shipped within 3 business days. Not eligible for returns.';

// ---- variant definitions ---------------------------------------------------

const teeColors = colors(['white', 'Chalk White', '#F4F1EA'], ['black', 'Washed Black', '#2B2B2E'], ['navy', 'Harbour Navy', '#1F3A5F'], ['sage', 'Sage', '#9CAF88']);
// Sage XS is the single sold-out combination while the rest stay available.
const teeStock = variantGrid(teeColors, apparelSizes, [
  [6, 14, 22, 18, 9],
  [4, 12, 20, 16, 8],
  [3, 10, 15, 11, 5],
  [0, 7, 9, 6, 2],
]);

const hoodieColors = colors(['heather-grey', 'Heather Grey', '#A7A9AC'], ['forest', 'Forest', '#2F5D46'], ['rust', 'Rust', '#B4532A']);
const hoodieStock = variantGrid(hoodieColors, apparelSizesNoXs, [
  [8, 12, 10, 5],
  [6, 9, 7, 0],
  [4, 6, 5, 3],
]);

const shirtColors = colors(['sand', 'Sand', '#D8C7A6'], ['sky', 'Sky Blue', '#9CC3E0']);
const shirtStock = variantGrid(shirtColors, apparelSizesNoXs, [
  [0, 0, 0, 0],
  [0, 0, 0, 0],
]);

const beanieColors = colors(['charcoal', 'Charcoal', '#3A3D42'], ['mustard', 'Mustard', '#D6A23A'], ['ocean', 'Ocean', '#2E6F8E']);
const beanieStock = variantGrid(beanieColors, [], [[18], [11], [14]]);

const sneakerColors = colors(['off-white', 'Off-White', '#EDE8DD'], ['black', 'Black', '#26272B']);
const sneakerSizes = sizes(['40', 'EU 40'], ['41', 'EU 41'], ['42', 'EU 42'], ['43', 'EU 43'], ['44', 'EU 44']);
const sneakerStock = variantGrid(sneakerColors, sneakerSizes, [
  [3, 6, 8, 7, 4],
  [2, 5, 6, 5, 1],
]);

const sockSizes = sizes(['s', 'S (EU 36–39)'], ['m', 'M (EU 40–43)'], ['l', 'L (EU 44–47)']);
const sockStock = variantGrid([], sockSizes, [[24, 31, 17]]);

const headphoneColors = colors(['matte-black', 'Matte Black', '#1E1F22'], ['silver', 'Silver', '#C9CCD1'], ['midnight', 'Midnight Blue', '#22304A']);
const headphoneStock = variantGrid(headphoneColors, [], [[12], [7], [9]]);

const watchColors = colors(['graphite', 'Graphite', '#45484F'], ['rose', 'Rose Clay', '#C98B7E']);
const watchSizes = sizes(['s-m', 'S/M band'], ['m-l', 'M/L band']);
const watchStock = variantGrid(watchColors, watchSizes, [
  [5, 7],
  [4, 2],
]);

const mugColors = colors(['speckled-cream', 'Speckled Cream', '#EFE6D2'], ['slate', 'Slate', '#5B6770'], ['terracotta', 'Terracotta', '#C0623F']);
// Low stock overall (4) with one colour sold out: exercises both warnings at once.
const mugStock = variantGrid(mugColors, [], [[3], [1], [0]]);

const lampColors = colors(['black', 'Matte Black', '#2A2A2C'], ['white', 'Porcelain White', '#ECEAE4'], ['brass', 'Brushed Brass', '#B8914B']);
const lampStock = variantGrid(lampColors, [], [[9], [6], [3]]);

const cushionColors = colors(['oat', 'Oat', '#D9CBB0'], ['clay', 'Clay', '#B9745A'], ['moss', 'Moss', '#6F7D4E']);
const cushionStock = variantGrid(cushionColors, [], [[15], [10], [8]]);

const candleSizes = sizes(['8oz', '8 oz (40 h)'], ['14oz', '14 oz (70 h)']);
const candleStock = variantGrid([], candleSizes, [[26, 14]]);

const planterSizes = sizes(['s', 'Small (12 cm)'], ['m', 'Medium (18 cm)'], ['l', 'Large (24 cm)']);
const planterStock = variantGrid([], planterSizes, [[12, 8, 0]]);

const serumSizes = sizes(['30ml', '30 ml'], ['50ml', '50 ml']);
const serumStock = variantGrid([], serumSizes, [[19, 11]]);

const handCreamSizes = sizes(['50ml', '50 ml'], ['100ml', '100 ml']);
const handCreamStock = variantGrid([], handCreamSizes, [[0, 0]]);

const matColors = colors(['natural', 'Natural Cork', '#C69C6D'], ['charcoal', 'Charcoal', '#3B3E43']);
const matStock = variantGrid(matColors, [], [[13], [9]]);

const bottleColors = colors(['glacier', 'Glacier', '#BFDCE5'], ['pine', 'Pine', '#2F5E4E'], ['coral', 'Coral', '#E07A5F']);
const bottleSizes = sizes(['500ml', '500 ml'], ['750ml', '750 ml']);
const bottleStock = variantGrid(bottleColors, bottleSizes, [
  [14, 10],
  [9, 12],
  [6, 0],
]);

const backpackColors = colors(['black', 'Black', '#222326'], ['olive', 'Olive', '#5E6B3F'], ['navy', 'Navy', '#24365A']);
const backpackStock = variantGrid(backpackColors, [], [[11], [5], [7]]);

const coffeeSizes = sizes(['250g', '250 g'], ['1kg', '1 kg']);
const coffeeStock = variantGrid([], coffeeSizes, [[40, 12]]);

// ---- catalogue -------------------------------------------------------------

/** What most products share; a product lists only what differs. Its key order is the shape's. */
const PRODUCT_DEFAULTS = {
  discount_price: null,
  price_prefix: '$',
  colors: [],
  sizes: [],
  variant_stock: [],
  promotion: null,
  size_guide_url: null,
  status: 'active',
} as const satisfies Partial<DemoProduct>;

type ProductRow = Omit<DemoProduct, keyof typeof PRODUCT_DEFAULTS> & Partial<DemoProduct>;

function product(row: ProductRow): DemoProduct {
  const { slug, name, subtitle, description, price, stock, image, images_other, shippingInfo, category, tags } = row;
  const merged = { ...PRODUCT_DEFAULTS, ...row };
  return {
    slug,
    name,
    subtitle,
    description,
    price,
    discount_price: merged.discount_price,
    price_prefix: merged.price_prefix,
    stock,
    image,
    images_other,
    colors: [...merged.colors],
    sizes: [...merged.sizes],
    variant_stock: [...merged.variant_stock],
    promotion: merged.promotion,
    shippingInfo,
    size_guide_url: merged.size_guide_url,
    status: merged.status,
    category,
    tags,
  };
}

export const demoProducts: DemoProduct[] = [
  product({
    slug: 'classic-tee',
    name: 'Classic Organic Tee',
    subtitle: 'Midweight organic cotton, relaxed fit',
    description: [
      'Our everyday tee, cut from 180 gsm organic cotton jersey that softens with every wash without losing its shape.',
      '- Relaxed, slightly dropped shoulder\n- Ribbed crew neck that stays flat\n- Pre-shrunk and garment-dyed for a lived-in colour',
      'Made in Portugal in a family-run, GOTS-certified factory.',
    ].join('\n\n'),
    price: 28,
    stock: totalStock(teeStock),
    image: 'classic-tee.webp',
    images_other: ['classic-tee-black.webp', 'classic-tee-navy.webp', 'classic-tee-sage.webp'],
    colors: teeColors,
    sizes: apparelSizes,
    variant_stock: teeStock,
    promotion: 'Buy 3 tees, save 15%',
    shippingInfo: SHIP_APPAREL,
    size_guide_url: '/size-guide#tops',
    category: 'clothing',
    tags: ['organic', 'cotton', 'basics', 'bestseller'],
  }),
  product({
    slug: 'everyday-hoodie',
    name: 'Everyday Fleece Hoodie',
    subtitle: 'Brushed-back fleece with a double-layer hood',
    description: [
      'A heavyweight hoodie for cold mornings and long evenings. The inside is brushed for warmth; the outside is smooth and resists pilling.',
      'Double-layer hood, kangaroo pocket with hidden phone sleeve, and rib cuffs with a little stretch so they stay where you push them.',
      '*Fits true to size. Size up for an oversized look.*',
    ].join('\n\n'),
    price: 68,
    discount_price: 54,
    stock: totalStock(hoodieStock),
    image: 'everyday-hoodie.webp',
    images_other: ['everyday-hoodie-forest.webp', 'everyday-hoodie-rust.webp'],
    colors: hoodieColors,
    sizes: apparelSizesNoXs,
    variant_stock: hoodieStock,
    promotion: 'Winter sale: 20% off',
    shippingInfo: SHIP_APPAREL,
    size_guide_url: '/size-guide#tops',
    category: 'clothing',
    tags: ['fleece', 'layering', 'sale'],
  }),
  product({
    slug: 'linen-shirt',
    name: 'Linen Button-Down Shirt',
    subtitle: 'Washed European flax, breathable and light',
    description: [
      'Stonewashed linen from Normandy flax, made to be worn untucked with the sleeves rolled.',
      '- Corozo nut buttons\n- Single chest pocket\n- Curved hem with side gussets',
      'Our summer favourite is sold out for now. A new batch is being woven; sign up for a restock alert.',
    ].join('\n\n'),
    price: 74,
    stock: totalStock(shirtStock),
    image: 'linen-shirt.webp',
    images_other: ['linen-shirt-sky.webp'],
    colors: shirtColors,
    sizes: apparelSizesNoXs,
    variant_stock: shirtStock,
    shippingInfo: SHIP_APPAREL,
    size_guide_url: '/size-guide#tops',
    category: 'clothing',
    tags: ['linen', 'summer', 'restocking'],
  }),
  product({
    slug: 'merino-beanie',
    name: 'Merino Rib Beanie',
    subtitle: 'Extra-fine merino, one size',
    description: [
      'A close-fitting rib beanie knitted from 100% extra-fine merino. Warm, breathable and soft enough to wear all day without itching.',
      'The deep fold-over cuff gives you two ways to wear it. One size stretches to fit most heads.',
    ].join('\n\n'),
    price: 24,
    stock: totalStock(beanieStock),
    image: 'merino-beanie.webp',
    images_other: ['merino-beanie-mustard.webp', 'merino-beanie-ocean.webp'],
    colors: beanieColors,
    variant_stock: beanieStock,
    shippingInfo: SHIP_STANDARD,
    category: 'clothing',
    tags: ['merino', 'wool', 'accessories', 'winter'],
  }),
  product({
    slug: 'canvas-sneaker',
    name: 'Low-Top Canvas Sneaker',
    subtitle: 'Vulcanised rubber sole, organic canvas upper',
    description: [
      'A clean, low-profile sneaker built the traditional way: the canvas upper is hand-lasted and the natural rubber sole is vulcanised for flexibility from day one.',
      '- Removable cork-latex footbed\n- Recycled cotton laces\n- Runs half a size large; see the size guide',
    ].join('\n\n'),
    price: 85,
    discount_price: 64,
    stock: totalStock(sneakerStock),
    image: 'canvas-sneaker.webp',
    images_other: ['canvas-sneaker-black.webp'],
    colors: sneakerColors,
    sizes: sneakerSizes,
    variant_stock: sneakerStock,
    promotion: 'End of season: 25% off',
    shippingInfo: SHIP_APPAREL,
    size_guide_url: '/size-guide#footwear',
    category: 'clothing',
    tags: ['footwear', 'canvas', 'sale'],
  }),
  product({
    slug: 'trail-wool-socks',
    name: 'Trail Wool Socks (3-pack)',
    subtitle: 'Cushioned merino blend for long days on foot',
    description: [
      'Three pairs of mid-calf hiking socks with a cushioned sole, reinforced heel and toe, and an arch band that keeps them from twisting.',
      'The merino blend regulates temperature and stays fresh for multi-day trips.',
    ].join('\n\n'),
    price: 22,
    stock: totalStock(sockStock),
    image: 'trail-wool-socks.webp',
    images_other: [],
    sizes: sockSizes,
    variant_stock: sockStock,
    shippingInfo: SHIP_STANDARD,
    size_guide_url: '/size-guide#socks',
    category: 'sports',
    tags: ['hiking', 'merino', 'multipack'],
  }),
  product({
    slug: 'studio-headphones',
    name: 'Wireless Studio Headphones',
    subtitle: 'Adaptive noise cancelling, 40-hour battery',
    description: [
      'Closed-back over-ear headphones tuned for a natural, balanced sound, with adaptive noise cancelling that adjusts to your surroundings.',
      '- 40 hours of playback, 10 minutes of charge for 5 hours\n- Multipoint Bluetooth 5.3\n- Memory-foam ear cushions that can be replaced',
      'Folds flat into the included hard case.',
    ].join('\n\n'),
    price: 179,
    discount_price: 149,
    stock: totalStock(headphoneStock),
    image: 'studio-headphones.webp',
    images_other: ['studio-headphones-silver.webp', 'studio-headphones-midnight.webp'],
    colors: headphoneColors,
    variant_stock: headphoneStock,
    promotion: 'Save $30 this week',
    shippingInfo: 'Free express shipping. 2-year warranty and 45-day returns.',
    category: 'electronics',
    tags: ['audio', 'wireless', 'noise-cancelling', 'sale'],
  }),
  product({
    slug: 'pulse-smartwatch',
    name: 'Pulse Smart Watch',
    subtitle: 'Always-on display, 7-day battery, GPS',
    description: [
      'A light, understated smartwatch that tracks heart rate, sleep and workouts without shouting about it.',
      'Built-in GPS, water resistance to 50 m and a sapphire-coated display. Pick the band size that fits your wrist; both come in the box with the other available separately.',
    ].join('\n\n'),
    price: 229,
    stock: totalStock(watchStock),
    image: 'pulse-smartwatch.webp',
    images_other: ['pulse-smartwatch-rose.webp'],
    colors: watchColors,
    sizes: watchSizes,
    variant_stock: watchStock,
    shippingInfo: 'Free express shipping. 2-year warranty and 45-day returns.',
    size_guide_url: '/size-guide#watch-bands',
    category: 'electronics',
    tags: ['wearables', 'fitness', 'gps'],
  }),
  product({
    slug: 'pebble-speaker',
    name: 'Pebble Bluetooth Speaker',
    subtitle: 'Pocketable, waterproof, surprisingly loud',
    description: [
      'A palm-sized speaker with a full-range driver and passive radiator, so it sounds bigger than it looks.',
      '- IP67 waterproof and dustproof\n- 14 hours of playback\n- Pair two for stereo',
    ].join('\n\n'),
    price: 59,
    stock: 3,
    image: 'pebble-speaker.webp',
    images_other: ['pebble-speaker-detail.webp'],
    shippingInfo: SHIP_STANDARD,
    category: 'electronics',
    tags: ['audio', 'outdoor', 'waterproof'],
  }),
  product({
    slug: 'charge-pad',
    name: 'Walnut Wireless Charge Pad',
    subtitle: 'Solid walnut, 15 W fast charging',
    description: [
      'A wireless charger turned from a single piece of oiled American walnut, with a soft cork base that keeps it in place.',
      'Charges any Qi-compatible phone or earbuds case at up to 15 W. USB-C cable included; power adapter sold separately.',
    ].join('\n\n'),
    price: 39,
    stock: 0,
    image: 'charge-pad.webp',
    images_other: [],
    shippingInfo: SHIP_STANDARD,
    category: 'electronics',
    tags: ['charging', 'walnut', 'desk'],
  }),
  product({
    slug: 'stoneware-mug',
    name: 'Hand-Thrown Stoneware Mug',
    subtitle: '350 ml, glazed inside and out',
    description: [
      'Each mug is thrown on the wheel in our partner studio in Stoke-on-Trent, so no two are quite the same.',
      'High-fired stoneware with a food-safe glaze. Dishwasher and microwave safe. Only a handful left from this firing.',
    ].join('\n\n'),
    price: 18,
    stock: totalStock(mugStock),
    image: 'stoneware-mug.webp',
    images_other: ['stoneware-mug-slate.webp', 'stoneware-mug-terracotta.webp'],
    colors: mugColors,
    variant_stock: mugStock,
    shippingInfo: SHIP_FRAGILE,
    category: 'home',
    tags: ['ceramics', 'kitchen', 'handmade'],
  }),
  product({
    slug: 'arc-desk-lamp',
    name: 'Arc LED Desk Lamp',
    subtitle: 'Dimmable warm light with a weighted steel base',
    description: [
      'A slim arc of powder-coated steel with a glare-free LED head. Touch the base to switch on; hold to dim.',
      '- 2700 K warm white, CRI 95\n- USB-C charging port in the base\n- Head tilts 90° for reading or wall washing',
    ].join('\n\n'),
    price: 96,
    stock: totalStock(lampStock),
    image: 'arc-desk-lamp.webp',
    images_other: ['arc-desk-lamp-white.webp', 'arc-desk-lamp-brass.webp'],
    colors: lampColors,
    variant_stock: lampStock,
    shippingInfo: SHIP_FRAGILE,
    category: 'home',
    tags: ['lighting', 'desk', 'led'],
  }),
  product({
    slug: 'linen-cushion',
    name: 'Washed Linen Cushion',
    subtitle: '50 × 50 cm, feather-down insert included',
    description: [
      'A generously filled cushion in heavyweight washed linen, with a hidden wooden-button closure.',
      'The cover is removable and machine washable; the feather-down insert is responsibly sourced.',
    ].join('\n\n'),
    price: 42,
    discount_price: 34,
    stock: totalStock(cushionStock),
    image: 'linen-cushion.webp',
    images_other: ['linen-cushion-clay.webp', 'linen-cushion-moss.webp'],
    colors: cushionColors,
    variant_stock: cushionStock,
    promotion: 'Mix and match: 2 for $60',
    shippingInfo: SHIP_STANDARD,
    category: 'home',
    tags: ['linen', 'living-room', 'sale'],
  }),
  product({
    slug: 'soy-candle',
    name: 'Cedar & Fig Soy Candle',
    subtitle: 'Hand-poured in a reusable amber jar',
    description: [
      'Warm cedarwood, ripe fig and a little black pepper. Hand-poured with natural soy wax and a cotton wick for a clean, even burn.',
      'Trim the wick to 5 mm before each burn, and let the first burn reach the edge of the jar to avoid tunnelling.',
    ].join('\n\n'),
    price: 26,
    stock: totalStock(candleStock),
    image: 'soy-candle.webp',
    images_other: [],
    sizes: candleSizes,
    variant_stock: candleStock,
    promotion: 'Free matches with every candle',
    shippingInfo: SHIP_FRAGILE,
    category: 'home',
    tags: ['candles', 'fragrance', 'gift'],
  }),
  product({
    slug: 'ceramic-planter',
    name: 'Ribbed Ceramic Planter',
    subtitle: 'With drainage hole and matching saucer',
    description: [
      'A ribbed planter in matte glazed ceramic, with a drainage hole and a saucer that sits flush underneath.',
      '- Small fits a 10 cm nursery pot\n- Medium fits a 15 cm pot\n- Large fits a 21 cm pot',
      'The large size is sold out until next month.',
    ].join('\n\n'),
    price: 34,
    discount_price: 27,
    stock: totalStock(planterStock),
    image: 'ceramic-planter.webp',
    images_other: ['ceramic-planter-detail.webp'],
    sizes: planterSizes,
    variant_stock: planterStock,
    shippingInfo: SHIP_FRAGILE,
    category: 'home',
    tags: ['plants', 'ceramics', 'sale'],
  }),
  product({
    slug: 'botanical-face-serum',
    name: 'Botanical Face Serum',
    subtitle: 'Squalane, rosehip and niacinamide',
    description: [
      'A lightweight daily serum that sinks in quickly and leaves skin soft, not shiny.',
      '- Plant-derived squalane for moisture\n- Cold-pressed rosehip oil\n- 4% niacinamide to even tone',
      'Fragrance-free and suitable for sensitive skin. Use two or three drops morning and night.',
    ].join('\n\n'),
    price: 38,
    stock: totalStock(serumStock),
    image: 'botanical-face-serum.webp',
    images_other: [],
    sizes: serumSizes,
    variant_stock: serumStock,
    promotion: 'Free travel-size cleanser over $50',
    shippingInfo: SHIP_STANDARD,
    category: 'beauty',
    tags: ['skincare', 'vegan', 'fragrance-free'],
  }),
  product({
    slug: 'shea-hand-cream',
    name: 'Shea & Oat Hand Cream',
    subtitle: 'Rich, non-greasy repair for dry hands',
    description: [
      'A rich hand cream with shea butter and colloidal oat that absorbs fast and leaves no residue on your phone screen.',
      'Currently out of stock in both sizes. We expect the next batch in three weeks.',
    ].join('\n\n'),
    price: 14,
    stock: totalStock(handCreamStock),
    image: 'shea-hand-cream.webp',
    images_other: [],
    sizes: handCreamSizes,
    variant_stock: handCreamStock,
    shippingInfo: SHIP_STANDARD,
    category: 'beauty',
    tags: ['skincare', 'hands', 'restocking'],
  }),
  product({
    slug: 'cork-yoga-mat',
    name: 'Cork Yoga Mat',
    subtitle: '5 mm natural cork on a rubber base',
    description: [
      'Natural cork gets grippier as you sweat, so this mat works as well for hot yoga as for a slow morning flow.',
      '- 183 × 61 cm, 5 mm thick\n- Natural tree rubber base, no PVC\n- Antimicrobial surface that needs only a wipe',
    ].join('\n\n'),
    price: 78,
    discount_price: 62,
    stock: totalStock(matStock),
    image: 'cork-yoga-mat.webp',
    images_other: ['cork-yoga-mat-charcoal.webp'],
    colors: matColors,
    variant_stock: matStock,
    promotion: 'New year, new mat: 20% off',
    shippingInfo: SHIP_STANDARD,
    category: 'sports',
    tags: ['yoga', 'cork', 'sale'],
  }),
  product({
    slug: 'insulated-bottle',
    name: 'Insulated Steel Bottle',
    subtitle: 'Cold for 24 hours, hot for 12',
    description: [
      'Double-walled stainless steel with a powder-coated finish that will not sweat or slip.',
      'The leak-proof cap has a carry loop and a wide mouth for ice cubes. Sold out in Coral 750 ml; the other combinations are ready to ship.',
    ].join('\n\n'),
    price: 32,
    stock: totalStock(bottleStock),
    image: 'insulated-bottle.webp',
    images_other: ['insulated-bottle-pine.webp', 'insulated-bottle-coral.webp'],
    colors: bottleColors,
    sizes: bottleSizes,
    variant_stock: bottleStock,
    shippingInfo: SHIP_STANDARD,
    category: 'sports',
    tags: ['hydration', 'outdoor', 'steel'],
  }),
  product({
    slug: 'commuter-backpack',
    name: 'Commuter Backpack 22L',
    subtitle: 'Weatherproof, with a padded 16" laptop sleeve',
    description: [
      'A clean-lined roll-top backpack in recycled, water-resistant nylon, sized for a daily commute and a gym kit.',
      '- Suspended laptop sleeve keeps your laptop off the ground\n- Quick-access side pocket for your phone and keys\n- Luggage pass-through strap',
      'Backed by our lifetime repair promise.',
    ].join('\n\n'),
    price: 119,
    stock: totalStock(backpackStock),
    image: 'commuter-backpack.webp',
    images_other: ['commuter-backpack-olive.webp', 'commuter-backpack-navy.webp'],
    colors: backpackColors,
    variant_stock: backpackStock,
    shippingInfo: 'Free standard shipping. Lifetime repairs on every bag.',
    category: 'other',
    tags: ['bags', 'travel', 'recycled'],
  }),
  product({
    slug: 'wooden-block-set',
    name: 'Rainbow Wooden Block Set',
    subtitle: '30 beech blocks in a canvas bag',
    description: [
      'Thirty solid beech blocks in six shapes, finished with water-based, child-safe paint.',
      'Good for stacking, sorting and building from 12 months up, and still good when they are eight. Comes in a drawstring canvas bag for tidy-up time.',
    ].join('\n\n'),
    price: 45,
    stock: 21,
    image: 'wooden-block-set.webp',
    images_other: [],
    shippingInfo: SHIP_STANDARD,
    category: 'toys',
    tags: ['wooden', 'kids', 'gift'],
  }),
  product({
    slug: 'slow-kitchen-cookbook',
    name: 'The Slow Kitchen',
    subtitle: 'Hardcover cookbook, 96 seasonal recipes',
    description: [
      'Ninety-six recipes for unhurried weekend cooking, organised by season: braises, breads, preserves and long Sunday lunches.',
      '- 288 pages, clothbound hardcover\n- Photography throughout\n- Signed copies while they last',
    ].join('\n\n'),
    price: 32,
    discount_price: 24,
    stock: 17,
    image: 'slow-kitchen-cookbook.webp',
    images_other: ['slow-kitchen-cookbook-detail.webp'],
    promotion: 'Signed copies while they last',
    shippingInfo: SHIP_STANDARD,
    category: 'books',
    tags: ['cookbook', 'hardcover', 'sale'],
  }),
  product({
    slug: 'single-origin-coffee',
    name: 'Single-Origin Coffee Beans',
    subtitle: 'Huila, Colombia. Notes of cherry, cocoa and panela',
    description: [
      'A washed Caturra from a cooperative of smallholder farms in Huila, roasted medium-light to keep the fruit bright.',
      'We roast on Mondays and Thursdays and ship the same day. Whole bean only; grind just before brewing for the best cup.',
    ].join('\n\n'),
    price: 19,
    stock: totalStock(coffeeStock),
    image: 'single-origin-coffee.webp',
    images_other: [],
    sizes: coffeeSizes,
    variant_stock: coffeeStock,
    promotion: 'Subscribe and save 10%',
    shippingInfo: SHIP_FOOD,
    category: 'food',
    tags: ['coffee', 'single-origin', 'whole-bean'],
  }),
  product({
    slug: 'winter-spice-tea',
    name: 'Winter Spice Tea Tin',
    subtitle: 'Seasonal black tea blend, 100 g loose leaf',
    description: [
      'Assam black tea with cinnamon, cardamom, clove and orange peel. Our seasonal blend returns every November.',
      'Steep one heaped teaspoon for four minutes; good with a splash of milk.',
    ].join('\n\n'),
    price: 16,
    stock: 12,
    image: 'winter-spice-tea.webp',
    images_other: [],
    shippingInfo: SHIP_FOOD,
    // Seasonal: kept in the catalogue with stock but off sale, to show the unavailable notice.
    status: 'inactive',
    category: 'food',
    tags: ['tea', 'seasonal', 'loose-leaf'],
  }),
];
