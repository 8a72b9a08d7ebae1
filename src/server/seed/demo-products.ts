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

function totalStock(rows: DemoVariantStock[]): number {
  return rows.reduce((sum, row) => sum + row.stock, 0);
}

const apparelSizes: DemoSize[] = [
  { value: 'xs', label: 'XS' },
  { value: 's', label: 'S' },
  { value: 'm', label: 'M' },
  { value: 'l', label: 'L' },
  { value: 'xl', label: 'XL' },
];
const apparelSizesNoXs: DemoSize[] = apparelSizes.slice(1);

const SHIP_STANDARD = 'Free standard shipping on orders over $75. Ships within 1–2 business days.';
const SHIP_APPAREL = 'Free standard shipping on orders over $75. Free 30-day returns and exchanges on unworn items.';
const SHIP_FRAGILE = 'Packed in recycled, plastic-free protective wrap. Ships within 2–3 business days.';
const SHIP_FOOD = 'Roasted or packed to order and shipped within 3 business days. Not eligible for returns.';

// ---- variant definitions ---------------------------------------------------

const teeColors: DemoColor[] = [
  { value: 'white', label: 'Chalk White', hex: '#F4F1EA' },
  { value: 'black', label: 'Washed Black', hex: '#2B2B2E' },
  { value: 'navy', label: 'Harbour Navy', hex: '#1F3A5F' },
  { value: 'sage', label: 'Sage', hex: '#9CAF88' },
];
// Sage XS is the single sold-out combination while the rest stay available.
const teeStock = variantGrid(teeColors, apparelSizes, [
  [6, 14, 22, 18, 9],
  [4, 12, 20, 16, 8],
  [3, 10, 15, 11, 5],
  [0, 7, 9, 6, 2],
]);

const hoodieColors: DemoColor[] = [
  { value: 'heather-grey', label: 'Heather Grey', hex: '#A7A9AC' },
  { value: 'forest', label: 'Forest', hex: '#2F5D46' },
  { value: 'rust', label: 'Rust', hex: '#B4532A' },
];
const hoodieStock = variantGrid(hoodieColors, apparelSizesNoXs, [
  [8, 12, 10, 5],
  [6, 9, 7, 0],
  [4, 6, 5, 3],
]);

const shirtColors: DemoColor[] = [
  { value: 'sand', label: 'Sand', hex: '#D8C7A6' },
  { value: 'sky', label: 'Sky Blue', hex: '#9CC3E0' },
];
const shirtStock = variantGrid(shirtColors, apparelSizesNoXs, [
  [0, 0, 0, 0],
  [0, 0, 0, 0],
]);

const beanieColors: DemoColor[] = [
  { value: 'charcoal', label: 'Charcoal', hex: '#3A3D42' },
  { value: 'mustard', label: 'Mustard', hex: '#D6A23A' },
  { value: 'ocean', label: 'Ocean', hex: '#2E6F8E' },
];
const beanieStock = variantGrid(beanieColors, [], [[18], [11], [14]]);

const sneakerColors: DemoColor[] = [
  { value: 'off-white', label: 'Off-White', hex: '#EDE8DD' },
  { value: 'black', label: 'Black', hex: '#26272B' },
];
const sneakerSizes: DemoSize[] = [
  { value: '40', label: 'EU 40' },
  { value: '41', label: 'EU 41' },
  { value: '42', label: 'EU 42' },
  { value: '43', label: 'EU 43' },
  { value: '44', label: 'EU 44' },
];
const sneakerStock = variantGrid(sneakerColors, sneakerSizes, [
  [3, 6, 8, 7, 4],
  [2, 5, 6, 5, 1],
]);

const sockSizes: DemoSize[] = [
  { value: 's', label: 'S (EU 36–39)' },
  { value: 'm', label: 'M (EU 40–43)' },
  { value: 'l', label: 'L (EU 44–47)' },
];
const sockStock = variantGrid([], sockSizes, [[24, 31, 17]]);

const headphoneColors: DemoColor[] = [
  { value: 'matte-black', label: 'Matte Black', hex: '#1E1F22' },
  { value: 'silver', label: 'Silver', hex: '#C9CCD1' },
  { value: 'midnight', label: 'Midnight Blue', hex: '#22304A' },
];
const headphoneStock = variantGrid(headphoneColors, [], [[12], [7], [9]]);

const watchColors: DemoColor[] = [
  { value: 'graphite', label: 'Graphite', hex: '#45484F' },
  { value: 'rose', label: 'Rose Clay', hex: '#C98B7E' },
];
const watchSizes: DemoSize[] = [
  { value: 's-m', label: 'S/M band' },
  { value: 'm-l', label: 'M/L band' },
];
const watchStock = variantGrid(watchColors, watchSizes, [
  [5, 7],
  [4, 2],
]);

const mugColors: DemoColor[] = [
  { value: 'speckled-cream', label: 'Speckled Cream', hex: '#EFE6D2' },
  { value: 'slate', label: 'Slate', hex: '#5B6770' },
  { value: 'terracotta', label: 'Terracotta', hex: '#C0623F' },
];
// Low stock overall (4) with one colour sold out: exercises both warnings at once.
const mugStock = variantGrid(mugColors, [], [[3], [1], [0]]);

const lampColors: DemoColor[] = [
  { value: 'black', label: 'Matte Black', hex: '#2A2A2C' },
  { value: 'white', label: 'Porcelain White', hex: '#ECEAE4' },
  { value: 'brass', label: 'Brushed Brass', hex: '#B8914B' },
];
const lampStock = variantGrid(lampColors, [], [[9], [6], [3]]);

const cushionColors: DemoColor[] = [
  { value: 'oat', label: 'Oat', hex: '#D9CBB0' },
  { value: 'clay', label: 'Clay', hex: '#B9745A' },
  { value: 'moss', label: 'Moss', hex: '#6F7D4E' },
];
const cushionStock = variantGrid(cushionColors, [], [[15], [10], [8]]);

const candleSizes: DemoSize[] = [
  { value: '8oz', label: '8 oz (40 h)' },
  { value: '14oz', label: '14 oz (70 h)' },
];
const candleStock = variantGrid([], candleSizes, [[26, 14]]);

const planterSizes: DemoSize[] = [
  { value: 's', label: 'Small (12 cm)' },
  { value: 'm', label: 'Medium (18 cm)' },
  { value: 'l', label: 'Large (24 cm)' },
];
const planterStock = variantGrid([], planterSizes, [[12, 8, 0]]);

const serumSizes: DemoSize[] = [
  { value: '30ml', label: '30 ml' },
  { value: '50ml', label: '50 ml' },
];
const serumStock = variantGrid([], serumSizes, [[19, 11]]);

const handCreamSizes: DemoSize[] = [
  { value: '50ml', label: '50 ml' },
  { value: '100ml', label: '100 ml' },
];
const handCreamStock = variantGrid([], handCreamSizes, [[0, 0]]);

const matColors: DemoColor[] = [
  { value: 'natural', label: 'Natural Cork', hex: '#C69C6D' },
  { value: 'charcoal', label: 'Charcoal', hex: '#3B3E43' },
];
const matStock = variantGrid(matColors, [], [[13], [9]]);

const bottleColors: DemoColor[] = [
  { value: 'glacier', label: 'Glacier', hex: '#BFDCE5' },
  { value: 'pine', label: 'Pine', hex: '#2F5E4E' },
  { value: 'coral', label: 'Coral', hex: '#E07A5F' },
];
const bottleSizes: DemoSize[] = [
  { value: '500ml', label: '500 ml' },
  { value: '750ml', label: '750 ml' },
];
const bottleStock = variantGrid(bottleColors, bottleSizes, [
  [14, 10],
  [9, 12],
  [6, 0],
]);

const backpackColors: DemoColor[] = [
  { value: 'black', label: 'Black', hex: '#222326' },
  { value: 'olive', label: 'Olive', hex: '#5E6B3F' },
  { value: 'navy', label: 'Navy', hex: '#24365A' },
];
const backpackStock = variantGrid(backpackColors, [], [[11], [5], [7]]);

const coffeeSizes: DemoSize[] = [
  { value: '250g', label: '250 g' },
  { value: '1kg', label: '1 kg' },
];
const coffeeStock = variantGrid([], coffeeSizes, [[40, 12]]);

// ---- catalogue -------------------------------------------------------------

export const demoProducts: DemoProduct[] = [
  {
    slug: 'classic-tee',
    name: 'Classic Organic Tee',
    subtitle: 'Midweight organic cotton, relaxed fit',
    description: [
      'Our everyday tee, cut from 180 gsm organic cotton jersey that softens with every wash without losing its shape.',
      '- Relaxed, slightly dropped shoulder\n- Ribbed crew neck that stays flat\n- Pre-shrunk and garment-dyed for a lived-in colour',
      'Made in Portugal in a family-run, GOTS-certified factory.',
    ].join('\n\n'),
    price: 28,
    discount_price: null,
    price_prefix: '$',
    stock: totalStock(teeStock),
    image: 'classic-tee.webp',
    images_other: ['classic-tee-black.webp', 'classic-tee-navy.webp', 'classic-tee-sage.webp'],
    colors: teeColors,
    sizes: apparelSizes,
    variant_stock: teeStock,
    promotion: 'Buy 3 tees, save 15%',
    shippingInfo: SHIP_APPAREL,
    size_guide_url: '/size-guide#tops',
    status: 'active',
    category: 'clothing',
    tags: ['organic', 'cotton', 'basics', 'bestseller'],
  },
  {
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
    price_prefix: '$',
    stock: totalStock(hoodieStock),
    image: 'everyday-hoodie.webp',
    images_other: ['everyday-hoodie-forest.webp', 'everyday-hoodie-rust.webp'],
    colors: hoodieColors,
    sizes: apparelSizesNoXs,
    variant_stock: hoodieStock,
    promotion: 'Winter sale: 20% off',
    shippingInfo: SHIP_APPAREL,
    size_guide_url: '/size-guide#tops',
    status: 'active',
    category: 'clothing',
    tags: ['fleece', 'layering', 'sale'],
  },
  {
    slug: 'linen-shirt',
    name: 'Linen Button-Down Shirt',
    subtitle: 'Washed European flax, breathable and light',
    description: [
      'Stonewashed linen from Normandy flax, made to be worn untucked with the sleeves rolled.',
      '- Corozo nut buttons\n- Single chest pocket\n- Curved hem with side gussets',
      'Our summer favourite is sold out for now. A new batch is being woven; sign up for a restock alert.',
    ].join('\n\n'),
    price: 74,
    discount_price: null,
    price_prefix: '$',
    stock: totalStock(shirtStock),
    image: 'linen-shirt.webp',
    images_other: ['linen-shirt-sky.webp'],
    colors: shirtColors,
    sizes: apparelSizesNoXs,
    variant_stock: shirtStock,
    promotion: null,
    shippingInfo: SHIP_APPAREL,
    size_guide_url: '/size-guide#tops',
    status: 'active',
    category: 'clothing',
    tags: ['linen', 'summer', 'restocking'],
  },
  {
    slug: 'merino-beanie',
    name: 'Merino Rib Beanie',
    subtitle: 'Extra-fine merino, one size',
    description: [
      'A close-fitting rib beanie knitted from 100% extra-fine merino. Warm, breathable and soft enough to wear all day without itching.',
      'The deep fold-over cuff gives you two ways to wear it. One size stretches to fit most heads.',
    ].join('\n\n'),
    price: 24,
    discount_price: null,
    price_prefix: '$',
    stock: totalStock(beanieStock),
    image: 'merino-beanie.webp',
    images_other: ['merino-beanie-mustard.webp', 'merino-beanie-ocean.webp'],
    colors: beanieColors,
    sizes: [],
    variant_stock: beanieStock,
    promotion: null,
    shippingInfo: SHIP_STANDARD,
    size_guide_url: null,
    status: 'active',
    category: 'clothing',
    tags: ['merino', 'wool', 'accessories', 'winter'],
  },
  {
    slug: 'canvas-sneaker',
    name: 'Low-Top Canvas Sneaker',
    subtitle: 'Vulcanised rubber sole, organic canvas upper',
    description: [
      'A clean, low-profile sneaker built the traditional way: the canvas upper is hand-lasted and the natural rubber sole is vulcanised for flexibility from day one.',
      '- Removable cork-latex footbed\n- Recycled cotton laces\n- Runs half a size large; see the size guide',
    ].join('\n\n'),
    price: 85,
    discount_price: 64,
    price_prefix: '$',
    stock: totalStock(sneakerStock),
    image: 'canvas-sneaker.webp',
    images_other: ['canvas-sneaker-black.webp'],
    colors: sneakerColors,
    sizes: sneakerSizes,
    variant_stock: sneakerStock,
    promotion: 'End of season: 25% off',
    shippingInfo: SHIP_APPAREL,
    size_guide_url: '/size-guide#footwear',
    status: 'active',
    category: 'clothing',
    tags: ['footwear', 'canvas', 'sale'],
  },
  {
    slug: 'trail-wool-socks',
    name: 'Trail Wool Socks (3-pack)',
    subtitle: 'Cushioned merino blend for long days on foot',
    description: [
      'Three pairs of mid-calf hiking socks with a cushioned sole, reinforced heel and toe, and an arch band that keeps them from twisting.',
      'The merino blend regulates temperature and stays fresh for multi-day trips.',
    ].join('\n\n'),
    price: 22,
    discount_price: null,
    price_prefix: '$',
    stock: totalStock(sockStock),
    image: 'trail-wool-socks.webp',
    images_other: [],
    colors: [],
    sizes: sockSizes,
    variant_stock: sockStock,
    promotion: null,
    shippingInfo: SHIP_STANDARD,
    size_guide_url: '/size-guide#socks',
    status: 'active',
    category: 'sports',
    tags: ['hiking', 'merino', 'multipack'],
  },
  {
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
    price_prefix: '$',
    stock: totalStock(headphoneStock),
    image: 'studio-headphones.webp',
    images_other: ['studio-headphones-silver.webp', 'studio-headphones-midnight.webp'],
    colors: headphoneColors,
    sizes: [],
    variant_stock: headphoneStock,
    promotion: 'Save $30 this week',
    shippingInfo: 'Free express shipping. 2-year warranty and 45-day returns.',
    size_guide_url: null,
    status: 'active',
    category: 'electronics',
    tags: ['audio', 'wireless', 'noise-cancelling', 'sale'],
  },
  {
    slug: 'pulse-smartwatch',
    name: 'Pulse Smart Watch',
    subtitle: 'Always-on display, 7-day battery, GPS',
    description: [
      'A light, understated smartwatch that tracks heart rate, sleep and workouts without shouting about it.',
      'Built-in GPS, water resistance to 50 m and a sapphire-coated display. Pick the band size that fits your wrist; both come in the box with the other available separately.',
    ].join('\n\n'),
    price: 229,
    discount_price: null,
    price_prefix: '$',
    stock: totalStock(watchStock),
    image: 'pulse-smartwatch.webp',
    images_other: ['pulse-smartwatch-rose.webp'],
    colors: watchColors,
    sizes: watchSizes,
    variant_stock: watchStock,
    promotion: null,
    shippingInfo: 'Free express shipping. 2-year warranty and 45-day returns.',
    size_guide_url: '/size-guide#watch-bands',
    status: 'active',
    category: 'electronics',
    tags: ['wearables', 'fitness', 'gps'],
  },
  {
    slug: 'pebble-speaker',
    name: 'Pebble Bluetooth Speaker',
    subtitle: 'Pocketable, waterproof, surprisingly loud',
    description: [
      'A palm-sized speaker with a full-range driver and passive radiator, so it sounds bigger than it looks.',
      '- IP67 waterproof and dustproof\n- 14 hours of playback\n- Pair two for stereo',
    ].join('\n\n'),
    price: 59,
    discount_price: null,
    price_prefix: '$',
    stock: 3,
    image: 'pebble-speaker.webp',
    images_other: ['pebble-speaker-detail.webp'],
    colors: [],
    sizes: [],
    variant_stock: [],
    promotion: null,
    shippingInfo: SHIP_STANDARD,
    size_guide_url: null,
    status: 'active',
    category: 'electronics',
    tags: ['audio', 'outdoor', 'waterproof'],
  },
  {
    slug: 'charge-pad',
    name: 'Walnut Wireless Charge Pad',
    subtitle: 'Solid walnut, 15 W fast charging',
    description: [
      'A wireless charger turned from a single piece of oiled American walnut, with a soft cork base that keeps it in place.',
      'Charges any Qi-compatible phone or earbuds case at up to 15 W. USB-C cable included; power adapter sold separately.',
    ].join('\n\n'),
    price: 39,
    discount_price: null,
    price_prefix: '$',
    stock: 0,
    image: 'charge-pad.webp',
    images_other: [],
    colors: [],
    sizes: [],
    variant_stock: [],
    promotion: null,
    shippingInfo: SHIP_STANDARD,
    size_guide_url: null,
    status: 'active',
    category: 'electronics',
    tags: ['charging', 'walnut', 'desk'],
  },
  {
    slug: 'stoneware-mug',
    name: 'Hand-Thrown Stoneware Mug',
    subtitle: '350 ml, glazed inside and out',
    description: [
      'Each mug is thrown on the wheel in our partner studio in Stoke-on-Trent, so no two are quite the same.',
      'High-fired stoneware with a food-safe glaze. Dishwasher and microwave safe. Only a handful left from this firing.',
    ].join('\n\n'),
    price: 18,
    discount_price: null,
    price_prefix: '$',
    stock: totalStock(mugStock),
    image: 'stoneware-mug.webp',
    images_other: ['stoneware-mug-slate.webp', 'stoneware-mug-terracotta.webp'],
    colors: mugColors,
    sizes: [],
    variant_stock: mugStock,
    promotion: null,
    shippingInfo: SHIP_FRAGILE,
    size_guide_url: null,
    status: 'active',
    category: 'home',
    tags: ['ceramics', 'kitchen', 'handmade'],
  },
  {
    slug: 'arc-desk-lamp',
    name: 'Arc LED Desk Lamp',
    subtitle: 'Dimmable warm light with a weighted steel base',
    description: [
      'A slim arc of powder-coated steel with a glare-free LED head. Touch the base to switch on; hold to dim.',
      '- 2700 K warm white, CRI 95\n- USB-C charging port in the base\n- Head tilts 90° for reading or wall washing',
    ].join('\n\n'),
    price: 96,
    discount_price: null,
    price_prefix: '$',
    stock: totalStock(lampStock),
    image: 'arc-desk-lamp.webp',
    images_other: ['arc-desk-lamp-white.webp', 'arc-desk-lamp-brass.webp'],
    colors: lampColors,
    sizes: [],
    variant_stock: lampStock,
    promotion: null,
    shippingInfo: SHIP_FRAGILE,
    size_guide_url: null,
    status: 'active',
    category: 'home',
    tags: ['lighting', 'desk', 'led'],
  },
  {
    slug: 'linen-cushion',
    name: 'Washed Linen Cushion',
    subtitle: '50 × 50 cm, feather-down insert included',
    description: [
      'A generously filled cushion in heavyweight washed linen, with a hidden wooden-button closure.',
      'The cover is removable and machine washable; the feather-down insert is responsibly sourced.',
    ].join('\n\n'),
    price: 42,
    discount_price: 34,
    price_prefix: '$',
    stock: totalStock(cushionStock),
    image: 'linen-cushion.webp',
    images_other: ['linen-cushion-clay.webp', 'linen-cushion-moss.webp'],
    colors: cushionColors,
    sizes: [],
    variant_stock: cushionStock,
    promotion: 'Mix and match: 2 for $60',
    shippingInfo: SHIP_STANDARD,
    size_guide_url: null,
    status: 'active',
    category: 'home',
    tags: ['linen', 'living-room', 'sale'],
  },
  {
    slug: 'soy-candle',
    name: 'Cedar & Fig Soy Candle',
    subtitle: 'Hand-poured in a reusable amber jar',
    description: [
      'Warm cedarwood, ripe fig and a little black pepper. Hand-poured with natural soy wax and a cotton wick for a clean, even burn.',
      'Trim the wick to 5 mm before each burn, and let the first burn reach the edge of the jar to avoid tunnelling.',
    ].join('\n\n'),
    price: 26,
    discount_price: null,
    price_prefix: '$',
    stock: totalStock(candleStock),
    image: 'soy-candle.webp',
    images_other: [],
    colors: [],
    sizes: candleSizes,
    variant_stock: candleStock,
    promotion: 'Free matches with every candle',
    shippingInfo: SHIP_FRAGILE,
    size_guide_url: null,
    status: 'active',
    category: 'home',
    tags: ['candles', 'fragrance', 'gift'],
  },
  {
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
    price_prefix: '$',
    stock: totalStock(planterStock),
    image: 'ceramic-planter.webp',
    images_other: ['ceramic-planter-detail.webp'],
    colors: [],
    sizes: planterSizes,
    variant_stock: planterStock,
    promotion: null,
    shippingInfo: SHIP_FRAGILE,
    size_guide_url: null,
    status: 'active',
    category: 'home',
    tags: ['plants', 'ceramics', 'sale'],
  },
  {
    slug: 'botanical-face-serum',
    name: 'Botanical Face Serum',
    subtitle: 'Squalane, rosehip and niacinamide',
    description: [
      'A lightweight daily serum that sinks in quickly and leaves skin soft, not shiny.',
      '- Plant-derived squalane for moisture\n- Cold-pressed rosehip oil\n- 4% niacinamide to even tone',
      'Fragrance-free and suitable for sensitive skin. Use two or three drops morning and night.',
    ].join('\n\n'),
    price: 38,
    discount_price: null,
    price_prefix: '$',
    stock: totalStock(serumStock),
    image: 'botanical-face-serum.webp',
    images_other: [],
    colors: [],
    sizes: serumSizes,
    variant_stock: serumStock,
    promotion: 'Free travel-size cleanser over $50',
    shippingInfo: SHIP_STANDARD,
    size_guide_url: null,
    status: 'active',
    category: 'beauty',
    tags: ['skincare', 'vegan', 'fragrance-free'],
  },
  {
    slug: 'shea-hand-cream',
    name: 'Shea & Oat Hand Cream',
    subtitle: 'Rich, non-greasy repair for dry hands',
    description: [
      'A rich hand cream with shea butter and colloidal oat that absorbs fast and leaves no residue on your phone screen.',
      'Currently out of stock in both sizes. We expect the next batch in three weeks.',
    ].join('\n\n'),
    price: 14,
    discount_price: null,
    price_prefix: '$',
    stock: totalStock(handCreamStock),
    image: 'shea-hand-cream.webp',
    images_other: [],
    colors: [],
    sizes: handCreamSizes,
    variant_stock: handCreamStock,
    promotion: null,
    shippingInfo: SHIP_STANDARD,
    size_guide_url: null,
    status: 'active',
    category: 'beauty',
    tags: ['skincare', 'hands', 'restocking'],
  },
  {
    slug: 'cork-yoga-mat',
    name: 'Cork Yoga Mat',
    subtitle: '5 mm natural cork on a rubber base',
    description: [
      'Natural cork gets grippier as you sweat, so this mat works as well for hot yoga as for a slow morning flow.',
      '- 183 × 61 cm, 5 mm thick\n- Natural tree rubber base, no PVC\n- Antimicrobial surface that needs only a wipe',
    ].join('\n\n'),
    price: 78,
    discount_price: 62,
    price_prefix: '$',
    stock: totalStock(matStock),
    image: 'cork-yoga-mat.webp',
    images_other: ['cork-yoga-mat-charcoal.webp'],
    colors: matColors,
    sizes: [],
    variant_stock: matStock,
    promotion: 'New year, new mat: 20% off',
    shippingInfo: SHIP_STANDARD,
    size_guide_url: null,
    status: 'active',
    category: 'sports',
    tags: ['yoga', 'cork', 'sale'],
  },
  {
    slug: 'insulated-bottle',
    name: 'Insulated Steel Bottle',
    subtitle: 'Cold for 24 hours, hot for 12',
    description: [
      'Double-walled stainless steel with a powder-coated finish that will not sweat or slip.',
      'The leak-proof cap has a carry loop and a wide mouth for ice cubes. Sold out in Coral 750 ml; the other combinations are ready to ship.',
    ].join('\n\n'),
    price: 32,
    discount_price: null,
    price_prefix: '$',
    stock: totalStock(bottleStock),
    image: 'insulated-bottle.webp',
    images_other: ['insulated-bottle-pine.webp', 'insulated-bottle-coral.webp'],
    colors: bottleColors,
    sizes: bottleSizes,
    variant_stock: bottleStock,
    promotion: null,
    shippingInfo: SHIP_STANDARD,
    size_guide_url: null,
    status: 'active',
    category: 'sports',
    tags: ['hydration', 'outdoor', 'steel'],
  },
  {
    slug: 'commuter-backpack',
    name: 'Commuter Backpack 22L',
    subtitle: 'Weatherproof, with a padded 16" laptop sleeve',
    description: [
      'A clean-lined roll-top backpack in recycled, water-resistant nylon, sized for a daily commute and a gym kit.',
      '- Suspended laptop sleeve keeps your laptop off the ground\n- Quick-access side pocket for your phone and keys\n- Luggage pass-through strap',
      'Backed by our lifetime repair promise.',
    ].join('\n\n'),
    price: 119,
    discount_price: null,
    price_prefix: '$',
    stock: totalStock(backpackStock),
    image: 'commuter-backpack.webp',
    images_other: ['commuter-backpack-olive.webp', 'commuter-backpack-navy.webp'],
    colors: backpackColors,
    sizes: [],
    variant_stock: backpackStock,
    promotion: null,
    shippingInfo: 'Free standard shipping. Lifetime repairs on every bag.',
    size_guide_url: null,
    status: 'active',
    category: 'other',
    tags: ['bags', 'travel', 'recycled'],
  },
  {
    slug: 'wooden-block-set',
    name: 'Rainbow Wooden Block Set',
    subtitle: '30 beech blocks in a canvas bag',
    description: [
      'Thirty solid beech blocks in six shapes, finished with water-based, child-safe paint.',
      'Good for stacking, sorting and building from 12 months up, and still good when they are eight. Comes in a drawstring canvas bag for tidy-up time.',
    ].join('\n\n'),
    price: 45,
    discount_price: null,
    price_prefix: '$',
    stock: 21,
    image: 'wooden-block-set.webp',
    images_other: [],
    colors: [],
    sizes: [],
    variant_stock: [],
    promotion: null,
    shippingInfo: SHIP_STANDARD,
    size_guide_url: null,
    status: 'active',
    category: 'toys',
    tags: ['wooden', 'kids', 'gift'],
  },
  {
    slug: 'slow-kitchen-cookbook',
    name: 'The Slow Kitchen',
    subtitle: 'Hardcover cookbook, 96 seasonal recipes',
    description: [
      'Ninety-six recipes for unhurried weekend cooking, organised by season: braises, breads, preserves and long Sunday lunches.',
      '- 288 pages, clothbound hardcover\n- Photography throughout\n- Signed copies while they last',
    ].join('\n\n'),
    price: 32,
    discount_price: 24,
    price_prefix: '$',
    stock: 17,
    image: 'slow-kitchen-cookbook.webp',
    images_other: ['slow-kitchen-cookbook-detail.webp'],
    colors: [],
    sizes: [],
    variant_stock: [],
    promotion: 'Signed copies while they last',
    shippingInfo: SHIP_STANDARD,
    size_guide_url: null,
    status: 'active',
    category: 'books',
    tags: ['cookbook', 'hardcover', 'sale'],
  },
  {
    slug: 'single-origin-coffee',
    name: 'Single-Origin Coffee Beans',
    subtitle: 'Huila, Colombia. Notes of cherry, cocoa and panela',
    description: [
      'A washed Caturra from a cooperative of smallholder farms in Huila, roasted medium-light to keep the fruit bright.',
      'We roast on Mondays and Thursdays and ship the same day. Whole bean only; grind just before brewing for the best cup.',
    ].join('\n\n'),
    price: 19,
    discount_price: null,
    price_prefix: '$',
    stock: totalStock(coffeeStock),
    image: 'single-origin-coffee.webp',
    images_other: [],
    colors: [],
    sizes: coffeeSizes,
    variant_stock: coffeeStock,
    promotion: 'Subscribe and save 10%',
    shippingInfo: SHIP_FOOD,
    size_guide_url: null,
    status: 'active',
    category: 'food',
    tags: ['coffee', 'single-origin', 'whole-bean'],
  },
  {
    slug: 'winter-spice-tea',
    name: 'Winter Spice Tea Tin',
    subtitle: 'Seasonal black tea blend, 100 g loose leaf',
    description: [
      'Assam black tea with cinnamon, cardamom, clove and orange peel. Our seasonal blend returns every November.',
      'Steep one heaped teaspoon for four minutes; good with a splash of milk.',
    ].join('\n\n'),
    price: 16,
    discount_price: null,
    price_prefix: '$',
    stock: 12,
    image: 'winter-spice-tea.webp',
    images_other: [],
    colors: [],
    sizes: [],
    variant_stock: [],
    promotion: null,
    shippingInfo: SHIP_FOOD,
    size_guide_url: null,
    // Seasonal: kept in the catalogue with stock but off sale, to show the unavailable notice.
    status: 'inactive',
    category: 'food',
    tags: ['tea', 'seasonal', 'loose-leaf'],
  },
];
