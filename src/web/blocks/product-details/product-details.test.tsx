import type { PaymentMethodValue } from '#core/checkout/order.ts';
// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { normalizeProduct, type Product } from '#core/products/product.ts';
import { TEE_VARIANTS } from '#core/testing/tee-variants.ts';
import { prepareProductDetails } from './prepare-product-details.server.ts';
import { ProductDetails } from './product-details.tsx';
import { PRODUCT_DETAILS_DEFAULT_PROPS, type ProductDetailsProps } from './product-details.types.ts';
import { PageContext } from '#web/islands/island-context.tsx';

const RECORD = {
  id: 'tee',
  name: 'Everyday tee',
  subtitle: 'Organic cotton',
  description: 'Soft **cotton**.\n\n<script>alert(1)</script>',
  price: 40,
  discount_price: 29.99,
  price_prefix: '$',
  stock: 12,
  image: '/tee.webp',
  images_other: JSON.stringify([{ image: '/tee-2.webp' }, { url: '/tee-3.webp' }]),
  ...TEE_VARIANTS,
  promotion: 'Summer sale',
  shippingInfo: 'Ships in 2 days.',
  size_guide_url: 'https://example.com/sizes',
  rating: 4.5,
  review_count: 12,
};

function render(props: Partial<ProductDetailsProps>): HTMLElement {
  const host = document.createElement('div');
  // A pound sterling shop (decision 060): the site's currency, not the record's prefix, is shown.
  host.innerHTML = renderToString(
    <PageContext value={{ siteSlug: null, language: 'en', currency: 'GBP' }}>
      <ProductDetails {...PRODUCT_DETAILS_DEFAULT_PROPS} {...props} />
    </PageContext>,
  );
  return host;
}
const ONLINE_AND_INVOICE = async (): Promise<PaymentMethodValue[]> => ['stripe', 'paypal', 'invoice'];
const prepared = async (record: Record<string, unknown>, paymentMethods = ONLINE_AND_INVOICE) => (await prepareProductDetails({ collection: '' }, { bound: { collection: 'products', record }, paymentMethods })) as { _product: Product; _descriptionHtml: string; _paymentIcons: Record<string, string> };

describe('ProductDetails', () => {
  it('shows the bound product: title, subtitle, rating, price with percent off, promotion, sanitised description open', async () => {
    const host = render(await prepared(RECORD));
    expect(host.querySelector('h1')?.textContent).toBe('Everyday tee');
    expect(host.textContent).toContain('Organic cotton');
    expect(host.textContent).toContain('Rated 4.5 out of 5');
    expect(host.textContent).toContain('12 reviews');
    expect([...host.querySelector('[data-product-price]')!.children].map((c) => c.textContent)).toEqual(['£29.99', 'Original price: £40.00', '25% off']);
    expect(host.textContent).toContain('Summer sale');
    const details = host.querySelector('details')!;
    expect(details.hasAttribute('open')).toBe(true);
    expect(details.querySelector('strong')?.textContent).toBe('cotton');
    expect(details.innerHTML).not.toContain('<script');
  });

  it('has a gallery with thumbnails only when there is more than one image', async () => {
    const host = render(await prepared(RECORD));
    const thumbs = host.querySelectorAll('[data-product-gallery] a img');
    expect(thumbs).toHaveLength(3);
    expect(thumbs[1]?.getAttribute('width')).toBe('60');
    const one = render(await prepared({ ...RECORD, images_other: [] }));
    expect(one.querySelectorAll('[data-product-gallery] a')).toHaveLength(0);
    expect(one.querySelectorAll('[data-product-gallery] img')).toHaveLength(1);
    expect(render(await prepared({ ...RECORD, image: '', images_other: [] })).querySelector('[data-product-gallery]')?.textContent).toBe('No Image');
  });

  it('renders the purchase panel as an island: colour and size default to the first, with the stock of that choice', async () => {
    const host = render(await prepared(RECORD));
    const island = host.querySelector('[data-island="product-details"]')!;
    expect(island).not.toBeNull();
    expect((island.querySelector('input[value="white"]') as HTMLInputElement).hasAttribute('checked')).toBe(true);
    expect((island.querySelector('input[value="s"]') as HTMLInputElement).hasAttribute('checked')).toBe(true);
    expect(island.querySelector('[data-stock-message]')?.textContent).toBe('Only 3 left in stock.');
    expect(island.querySelector('input[type="number"]')?.getAttribute('max')).toBe('3');
    // The description stays in the page, not in the island's props.
    expect(JSON.parse(island.getAttribute('data-props')!).product.description).toBe('');
    const payments = host.querySelectorAll('ul[aria-label="Payment options"] li');
    // The shop takes card, PayPal and invoices: Apple Pay and Google Pay, which no method offers, are not advertised.
    expect([...payments].map((li) => li.textContent)).toEqual(['Credit card', 'PayPal', 'Pay by invoice']);
    expect([...payments].map((li) => li.querySelector('span[aria-hidden="true"] svg') !== null)).toEqual([true, true, true]);
    expect(host.querySelector('[data-product-shipping]')?.textContent).toBe('Ships in 2 days.');
    expect(host.querySelector('a[target="_blank"]')?.textContent).toContain('Size guide');
  });

  it('shows only the offline methods of a shop without card or PayPal, and none when the shop takes nothing', async () => {
    const offline = render(await prepared(RECORD, async () => ['delivery', 'invoice']));
    expect([...offline.querySelectorAll('ul[aria-label="Payment options"] li')].map((li) => li.textContent)).toEqual(['Pay on delivery', 'Pay by invoice']);
    expect(render(await prepared(RECORD, async () => [])).querySelector('ul[aria-label="Payment options"]')).toBeNull();
  });

  it('reads the rating and review count from the approved reviews, not from the figures the record stores', async () => {
    const reviewStats = async () => ({ averageRating: 3.4, totalReviews: 2, ratingDistribution: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 0 } });
    const host = render((await prepareProductDetails({ collection: '' }, { bound: { collection: 'products', record: RECORD }, reviewStats })) as Partial<ProductDetailsProps>);
    expect(host.textContent).toContain('2 reviews');
    expect(host.textContent).not.toContain('12 reviews');
    const none = render((await prepareProductDetails({ collection: '' }, { bound: { collection: 'products', record: RECORD }, reviewStats: async () => ({ averageRating: 0, totalReviews: 0, ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } }) })) as Partial<ProductDetailsProps>);
    expect(none.textContent).not.toMatch(/Rated|reviews/);
  });

  it('says an inactive product is unavailable and hides quantity, actions, payment options and footer', async () => {
    const host = render(await prepared({ ...RECORD, status: 'inactive' }));
    const note = host.querySelector('[data-product-unavailable]')!;
    expect(note.textContent).toBe('This product is currently unavailablePlease check back later or contact us for more information.');
    expect(host.querySelector('[data-island]')).toBeNull();
    expect(host.querySelector('input[type="number"]')).toBeNull();
    expect(host.querySelector('ul[aria-label="Payment options"]')).toBeNull();
    expect(host.querySelector('[data-product-shipping]')).toBeNull();
  });

  it('reads the bound record only for its own collection, else the product typed in the editor', async () => {
    const other = await prepareProductDetails({ collection: 'gadgets' }, { bound: { collection: 'products', record: RECORD } });
    expect(other).toEqual({ _product: null });
    const manual = await prepareProductDetails({ id: 'ProductDetails-1', collection: '', product: { ...PRODUCT_DETAILS_DEFAULT_PROPS.product, name: 'Typed', price: 5, stock: '' } }, {});
    expect(manual._product).toMatchObject({ id: 'ProductDetails-1', name: 'Typed', price: 5, stock: null, collection: 'products' });
    expect(render({}).innerHTML).toBe('<section class="@container"></section>');
    expect(normalizeProduct(RECORD)?.images_other).toEqual(['/tee-2.webp', '/tee-3.webp']);
  });
});
