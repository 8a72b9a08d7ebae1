// Editorial seed for the demo site: records for the 'demo-content' collection
// (evergreen pages such as guides and brand stories) and 'demo-posts' (the
// journal). Dates are fixed so seeded sites sort the same on every run.
// Images live in images/content and are produced by scripts/generate-seed-images.ts.

export type DemoContentCategory = 'about' | 'guides' | 'lookbook' | 'stories' | 'help' | 'news';

export interface DemoPost {
  title: string;
  slug: string;
  /** One or two sentences, used for cards and meta descriptions. */
  description: string;
  /** Markdown. */
  body: string;
  /** File name under images/content. */
  image: string;
  tags: string[];
  author: string;
  /** ISO 8601, UTC. */
  published_at: string;
}

export interface DemoContent extends DemoPost {
  category: DemoContentCategory;
}

export const DEMO_CONTENT_COLLECTION = 'demo-content';
export const DEMO_POSTS_COLLECTION = 'demo-posts';

export const demoContent: DemoContent[] = [
  {
    title: 'Our Story',
    slug: 'our-story',
    description: 'How a weekend market stall became a small shop for well-made everyday things.',
    body: `We started in 2019 with a folding table at a Saturday market and a box of hand-thrown mugs. People kept asking where else they could find things made with the same care, so we went looking.

## What we look for

- **Made to last.** If it cannot be repaired, we think twice.
- **Honest materials.** Organic cotton, linen, cork, stoneware, solid wood.
- **People we know by name.** Every maker in our shop is someone we have visited.

Today we work with twenty-three small studios and workshops across eight countries, and the mugs are still our bestseller.`,
    image: 'brand-story.webp',
    tags: ['about', 'makers'],
    author: 'Maya Lindqvist',
    published_at: '2026-01-05T09:00:00.000Z',
    category: 'about',
  },
  {
    title: 'Sustainability Report 2025',
    slug: 'sustainability-report-2025',
    description: 'What we measured last year, where we improved and where we still fall short.',
    body: `Every January we publish the numbers behind our shop, including the ones we are not proud of.

## Highlights

- 94% of our packaging is now recycled or reusable, up from 71%.
- Every order ships carbon-neutral through verified reforestation projects.
- Our repair service fixed 412 items that would otherwise have been thrown away.

## Where we fall short

Air freight still accounts for a fifth of our shipping emissions, mostly from restocking bestsellers in a hurry. This year we are planning stock further ahead so we can move everything by sea or rail.`,
    image: 'sustainability.webp',
    tags: ['sustainability', 'transparency'],
    author: 'Jonas Weber',
    published_at: '2026-01-20T08:30:00.000Z',
    category: 'about',
  },
  {
    title: 'Caring for Linen',
    slug: 'caring-for-linen',
    description: 'Linen gets better with age if you treat it right. Here is how to wash, dry and store it.',
    body: `Linen is one of the toughest natural fibres there is, and it softens with every wash.

1. **Wash cool**, at 30–40 °C, with a mild detergent. Skip the fabric softener; it coats the fibres.
2. **Dry on the line** or tumble on low and take it out while slightly damp.
3. **Embrace the creases**, or iron on a medium setting while still damp.

Store linen somewhere dry and airy rather than in plastic, so it can breathe.`,
    image: 'care-and-repair.webp',
    tags: ['care', 'linen', 'how-to'],
    author: 'Inès Moreau',
    published_at: '2026-02-03T10:00:00.000Z',
    category: 'guides',
  },
  {
    title: 'Size and Fit Guide',
    slug: 'size-and-fit-guide',
    description: 'Measurements for our tops, footwear, socks and watch bands, with tips on choosing between sizes.',
    body: `All measurements are of the garment laid flat, in centimetres.

| Size | Chest | Length |
|------|-------|--------|
| XS   | 48    | 68     |
| S    | 51    | 70     |
| M    | 54    | 72     |
| L    | 57    | 74     |
| XL   | 60    | 76     |

**Between sizes?** Our tees and hoodies are cut relaxed, so size down for a closer fit. Our canvas sneakers run half a size large.`,
    image: 'style-notes.webp',
    tags: ['sizing', 'help'],
    author: 'Inès Moreau',
    published_at: '2026-02-10T09:00:00.000Z',
    category: 'help',
  },
  {
    title: 'Spring Lookbook 2026',
    slug: 'spring-lookbook-2026',
    description: 'Soft colours, washed linen and layers for the in-between season.',
    body: `Spring this year is about pieces that work from a cool morning to a warm afternoon.

## The palette

Sage, chalk white and a little terracotta, borrowed from the hillsides around our partner studio in Portugal.

## Three looks

- The **Classic Organic Tee** in Sage under an open **Linen Button-Down**.
- The **Everyday Hoodie** in Heather Grey with canvas sneakers.
- Everything in Chalk White, because sometimes that is the whole point.`,
    image: 'spring-lookbook.webp',
    tags: ['lookbook', 'spring', 'style'],
    author: 'Maya Lindqvist',
    published_at: '2026-03-02T07:00:00.000Z',
    category: 'lookbook',
  },
  {
    title: 'Meet the Makers: Studio Barro',
    slug: 'meet-the-makers-studio-barro',
    description: 'A visit to the three-person pottery that throws every one of our stoneware mugs.',
    body: `Studio Barro sits at the end of a lane in Stoke-on-Trent, in a former bakery with the kiln where the ovens used to be.

Ana, Tom and Priya throw around 300 mugs a week between them. Each one is trimmed by hand, dipped in glaze and fired twice.

> "No two are identical, and we would not want them to be." — Ana

We have worked together since our very first market stall.`,
    image: 'makers-studio.webp',
    tags: ['makers', 'ceramics'],
    author: 'Jonas Weber',
    published_at: '2026-03-18T09:30:00.000Z',
    category: 'stories',
  },
  {
    title: 'Shipping and Returns',
    slug: 'shipping-and-returns',
    description: 'Delivery times, costs and how to send something back.',
    body: `## Shipping

- Free standard shipping on orders over $75; otherwise $6.
- Most orders leave our warehouse within 1–2 business days.
- Coffee is roasted to order and ships within 3 business days.

## Returns

Unworn and unused items can be returned within 30 days for a full refund. Start a return from your order page and print the prepaid label. Food and opened beauty products cannot be returned for hygiene reasons.`,
    image: 'care-and-repair.webp',
    tags: ['help', 'shipping', 'returns'],
    author: 'Customer Care Team',
    published_at: '2026-01-12T12:00:00.000Z',
    category: 'help',
  },
  {
    title: 'Gift Guide: Under $50',
    slug: 'gift-guide-under-50',
    description: 'Thoughtful, well-made gifts that will not stretch the budget.',
    body: `Small gifts, chosen with care.

- **For the early riser:** a hand-thrown stoneware mug and a bag of single-origin beans.
- **For the homebody:** the Cedar & Fig soy candle.
- **For the walker:** a 3-pack of trail wool socks.
- **For the little ones:** the rainbow wooden block set.

Add a handwritten note at checkout and we will wrap it in recycled paper, free of charge.`,
    image: 'home-and-living.webp',
    tags: ['gifts', 'guides'],
    author: 'Maya Lindqvist',
    published_at: '2026-04-07T08:00:00.000Z',
    category: 'guides',
  },
  {
    title: 'The Home Office Edit',
    slug: 'home-office-edit',
    description: 'A calm, uncluttered desk with good light, good sound and nothing extra.',
    body: `Working from home is easier when your desk is somewhere you want to sit.

## Light

The **Arc LED Desk Lamp** gives warm, glare-free light that does not fight your screen.

## Sound

The **Wireless Studio Headphones** shut out the washing machine for focused hours.

## Small comforts

A walnut charge pad to keep cables off the desk, and a mug that is big enough for the whole morning.`,
    image: 'home-and-living.webp',
    tags: ['lookbook', 'home', 'workspace'],
    author: 'Sam Okafor',
    published_at: '2026-04-21T10:00:00.000Z',
    category: 'lookbook',
  },
  {
    title: 'Our First Shop Opens in Lisbon',
    slug: 'lisbon-shop-opening',
    description: 'After seven years online, we finally have a front door. Come and say hello.',
    body: `We are opening our first physical shop on Rua da Rosa in Lisbon on **Saturday 6 June 2026**.

The space is small, about the size of our first market stall times ten, with a coffee bar at the back and a repair bench where you can watch us fix things.

Opening weekend hours are 10:00–20:00, with a free tote for the first hundred visitors.`,
    image: 'brand-story.webp',
    tags: ['news', 'lisbon'],
    author: 'Maya Lindqvist',
    published_at: '2026-05-15T09:00:00.000Z',
    category: 'news',
  },
];

export const demoPosts: DemoPost[] = [
  {
    title: 'How to Brew a Better Pour-Over',
    slug: 'how-to-brew-pour-over',
    description: 'A simple, repeatable recipe for a clean, sweet cup, with no fancy gear needed.',
    body: `Pour-over rewards a little precision. Here is the recipe we use at the shop.

1. Grind **20 g** of coffee medium-fine, like coarse sand.
2. Rinse the paper filter with hot water and discard it.
3. Add the coffee and pour **50 g** of water just off the boil. Wait 30 seconds.
4. Pour slowly in circles to **320 g** total by 2:00.
5. Let it drain; aim to finish around 3:00.

Too bitter? Grind coarser. Too sour? Grind finer.`,
    image: 'coffee-ritual.webp',
    tags: ['coffee', 'how-to'],
    author: 'Sam Okafor',
    published_at: '2026-01-14T07:30:00.000Z',
  },
  {
    title: 'Five Ways to Style a White Tee',
    slug: 'five-ways-to-style-a-white-tee',
    description: 'The simplest piece in your wardrobe is also the most versatile.',
    body: `A good white tee goes with almost everything. Five of our favourite ways to wear one:

1. Tucked into wide-leg trousers with a leather belt.
2. Under an open linen shirt with the sleeves rolled.
3. Layered under a hoodie, hem just showing.
4. With a slip skirt and canvas sneakers.
5. On its own, with good jeans. Sometimes simple is best.`,
    image: 'style-notes.webp',
    tags: ['style', 'basics'],
    author: 'Inès Moreau',
    published_at: '2026-01-28T09:00:00.000Z',
  },
  {
    title: 'Why We Switched to Organic Cotton',
    slug: 'why-we-switched-to-organic-cotton',
    description: 'It costs us more, and we think it is worth it. Here is why.',
    body: `Conventional cotton is one of the most pesticide-intensive crops in the world. Organic cotton is grown without synthetic pesticides or fertilisers, and mostly from rain rather than irrigation.

The fibre itself feels the same. The difference is in the fields, the rivers and the health of the people who grow it.

Since 2024, every cotton product we make is GOTS-certified organic. It adds about $3 to the cost of a tee, and we have chosen not to pass all of it on.`,
    image: 'sustainability.webp',
    tags: ['sustainability', 'materials'],
    author: 'Jonas Weber',
    published_at: '2026-02-11T08:00:00.000Z',
  },
  {
    title: 'Caring for Your Cork Yoga Mat',
    slug: 'caring-for-cork',
    description: 'Cork is naturally antimicrobial, but a little care keeps it grippy for years.',
    body: `Good news: cork needs far less care than rubber or PVC mats.

- Wipe it down with a damp cloth after practice. No soap needed.
- Once a month, use a spray of water and a few drops of white vinegar.
- Roll it cork-side **out** to keep the surface flat.
- Keep it out of direct sun for long periods, which can dry the cork.

Treated like this, a cork mat will last many years of daily practice.`,
    image: 'wellbeing.webp',
    tags: ['care', 'yoga', 'how-to'],
    author: 'Lena Hoffmann',
    published_at: '2026-02-25T10:30:00.000Z',
  },
  {
    title: 'A Day at the Pottery Studio',
    slug: 'a-day-at-the-pottery-studio',
    description: 'From a bag of clay at 7 a.m. to a kiln full of mugs at dusk.',
    body: `The day at Studio Barro starts early, wedging clay to push out air bubbles before it goes near the wheel.

By mid-morning the shelves are full of freshly thrown mugs, drying slowly under plastic so they do not crack. Handles are pulled and attached in the afternoon, once the mugs are leather-hard.

Glazing happens on Thursdays, and Friday is kiln day: 1,240 °C, twelve hours to fire and another day to cool.`,
    image: 'makers-studio.webp',
    tags: ['makers', 'ceramics', 'behind-the-scenes'],
    author: 'Jonas Weber',
    published_at: '2026-03-11T09:00:00.000Z',
  },
  {
    title: 'Packing Light for a Weekend Away',
    slug: 'packing-light-for-a-weekend-away',
    description: 'Everything you need for two nights, in one 22-litre backpack.',
    body: `We challenged ourselves to fit a weekend into the Commuter Backpack. It worked.

- Two tees, one linen shirt, one pair of trousers.
- The hoodie, worn on the journey.
- Three pairs of wool socks (they double as slippers).
- A steel bottle, a book and a charger.

The secret is choosing pieces in colours that all go together, so every top works with every bottom.`,
    image: 'outdoors.webp',
    tags: ['travel', 'how-to'],
    author: 'Sam Okafor',
    published_at: '2026-03-25T08:00:00.000Z',
  },
  {
    title: 'How Noise Cancelling Actually Works',
    slug: 'how-noise-cancelling-works',
    description: 'A plain-language look at the physics behind quieter commutes.',
    body: `Sound is a pressure wave. Active noise cancelling listens to the outside world through small microphones and plays back the same wave **inverted**, so the two cancel each other out.

It works best on steady, low sounds like engines and air conditioning. Sudden high sounds, like voices, are handled by the ear cushions instead, which is why a good seal matters as much as the electronics.

*Adaptive* modes adjust the strength of the cancelling as your surroundings change.`,
    image: 'care-and-repair.webp',
    tags: ['audio', 'explainer'],
    author: 'Priya Natarajan',
    published_at: '2026-04-08T11:00:00.000Z',
  },
  {
    title: 'A Simple Winter Skincare Routine',
    slug: 'winter-skincare-routine',
    description: 'Three steps to keep skin comfortable through the cold, dry months.',
    body: `Cold air outside and heating inside pull moisture from your skin. Keep it simple:

1. **Cleanse gently.** Skip anything that leaves skin feeling tight.
2. **Add a serum** with squalane or niacinamide while skin is still slightly damp.
3. **Seal it in** with a richer cream at night, and do not forget your hands.

Drink water, turn the heating down a degree, and your skin will thank you.`,
    image: 'wellbeing.webp',
    tags: ['skincare', 'winter', 'how-to'],
    author: 'Lena Hoffmann',
    published_at: '2026-01-07T09:00:00.000Z',
  },
  {
    title: 'Recipe: Slow Sunday Braise',
    slug: 'slow-sunday-braise',
    description: 'A forgiving, one-pot braise from our favourite cookbook of the season.',
    body: `From *The Slow Kitchen*, lightly adapted.

**Serves 4 · 3½ hours, mostly hands-off**

- 1 kg beef shin or 2 cans of white beans for a vegetarian version
- 2 onions, 3 carrots, 4 cloves of garlic
- 400 ml red wine, 400 ml stock, 2 bay leaves

Brown the meat, soften the vegetables, add everything else and cover. Cook at 150 °C for three hours, until it falls apart. Serve with mash or good bread.`,
    image: 'home-and-living.webp',
    tags: ['recipe', 'cooking'],
    author: 'Sam Okafor',
    published_at: '2026-02-15T12:00:00.000Z',
  },
  {
    title: 'Behind the Scenes of Our Spring Shoot',
    slug: 'behind-the-scenes-spring-shoot',
    description: 'Two days, one farmhouse, and a lot of ironed linen.',
    body: `We shot this year's spring lookbook at a farmhouse outside Sintra, in natural light only.

Day one was overcast, perfect for soft, even colour. Day two brought sunshine and a rush to finish the outdoor shots before noon, when the light gets harsh.

The models were friends of the team, and everything they wore went back into stock afterwards, washed and pressed.`,
    image: 'spring-lookbook.webp',
    tags: ['behind-the-scenes', 'lookbook'],
    author: 'Maya Lindqvist',
    published_at: '2026-03-04T10:00:00.000Z',
  },
];
