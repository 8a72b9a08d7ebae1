// @vitest-environment happy-dom
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_ADMIN_BULK_API, PRODUCTS_SCREEN_MESSAGES as M, productAdminListUrl, DEFAULT_PRODUCT_ADMIN_FILTER, type ProductAdminRow } from '#core/products/product-admin.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { ConfirmDialogProvider } from '#web/ui/confirm-dialog.tsx';
import { notify } from '#web/ui/toast.ts';
import { button, choose, click, dialog, json, renderServed, settle, type Route, type serveFetch } from '#web/testing/dialog-test-kit.ts';
import { ProductsScreen } from './products-screen.tsx';

vi.mock('#web/ui/toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const dom = setUpDomRoot();
afterEach(() => vi.unstubAllGlobals());
beforeEach(() => vi.clearAllMocks());

const product = (overrides: Partial<ProductAdminRow>): ProductAdminRow => ({
  id: 'p1',
  name: 'Linen shirt',
  subtitle: 'Breezy',
  slug: 'linen-shirt',
  image: '/media/shirt.webp',
  price: 60,
  discount_price: 45,
  price_prefix: '$',
  stock: 4,
  variants: [
    { color_value: 'red', size_value: 'm', stock: 0 },
    { color_value: 'red', size_value: 'l', stock: 4 },
  ],
  lowStockThreshold: 5,
  isActive: true,
  category: 'clothing',
  updatedAt: '2026-11-28T10:00:00.000Z',
  ...overrides,
});
const ROWS = [product({}), product({ id: 'p2', name: 'Gift card', subtitle: '', image: null, price: 20, discount_price: null, stock: null, variants: [], isActive: false, category: null })];
const list = (overrides: Partial<typeof DEFAULT_PRODUCT_ADMIN_FILTER> = {}) => `GET ${productAdminListUrl({ siteId: 'acme', ...DEFAULT_PRODUCT_ADMIN_FILTER, ...overrides })}`;
const page = (products: ProductAdminRow[]) => ({ products, total: products.length, page: 0, limit: 20 });

const render = (routes: Record<string, Route>) =>
  renderServed(
    dom.root,
    routes,
    <MemoryRouter>
      <ConfirmDialogProvider>
        <ProductsScreen siteId="acme" heading="Acme: products" currency="USD" />
      </ConfirmDialogProvider>
    </MemoryRouter>,
  );
const rows = () => [...dom.container.querySelector('table')!.querySelectorAll(':scope > tbody > tr')];
const checkbox = (label: string) => dom.container.querySelector<HTMLInputElement>(`input[type="checkbox"][aria-label="${label}"]`)!;
const bulkBodies = (fetcher: ReturnType<typeof serveFetch>) => fetcher.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init!.body)) as unknown);

describe('ProductsScreen', () => {
  it('shows the picture, the name linking to the editor, the price with its discount, stock per variant, status and category', async () => {
    await render({ [list()]: () => json(200, page(ROWS)) });
    const [shirt, card] = [...rows()];
    expect(shirt!.querySelector('img')?.getAttribute('alt')).toBe('Linen shirt');
    expect(shirt!.querySelector('a')?.getAttribute('href')).toBe('/dashboard/sites/site-acme/products/p1');
    expect(shirt!.textContent).toContain('$45.00');
    expect(shirt!.querySelector('s')?.textContent).toBe('$60.00');
    expect(shirt!.textContent).toContain(M.percentOff(25));
    expect(shirt!.textContent).toContain(M.stockLabels.low);
    expect(shirt!.querySelector('details caption')?.textContent).toBe(M.variantsOf('Linen shirt'));
    expect([...shirt!.querySelectorAll('details tbody td')].map((cell) => cell.textContent)).toEqual(['red', 'm', '0', 'red', 'l', '4']);
    expect(shirt!.textContent).toContain('Clothing');
    expect(card!.textContent).toContain(M.unlimited);
    expect(card!.textContent).toContain(M.statusLabels.inactive);
    expect(card!.textContent).toContain(M.noImage);
    expect(dom.container.textContent).toContain(M.count(2));
  });

  it('sends the filters and the sort, starting again on the first page', async () => {
    const fetcher = await render({
      [list()]: () => json(200, page(ROWS)),
      [list({ status: 'inactive' })]: () => json(200, page([ROWS[1]!])),
      [list({ status: 'inactive', stock: 'out' })]: () => json(200, page([])),
      [list({ status: 'inactive', stock: 'out', sort: 'name' })]: () => json(200, page([])),
    });
    await choose(dom.container.querySelector<HTMLSelectElement>('select[name="status"]')!, 'inactive');
    await settle();
    expect(rows()).toHaveLength(1);
    await choose(dom.container.querySelector<HTMLSelectElement>('select[name="stock"]')!, 'out');
    await settle();
    expect(dom.container.textContent).toContain(M.noMatch);
    await choose(dom.container.querySelector<HTMLSelectElement>('select[name="sort"]')!, 'name');
    await settle();
    expect(fetcher.mock.calls.map(([url]) => String(url)).at(-1)).toContain('sort=name&direction=desc');
  });

  it('deactivates the selected rows only, then loads the list again', async () => {
    let listed = 0;
    const fetcher = await render({
      [list()]: () => json(200, page(listed++ === 0 ? ROWS : [product({ isActive: false }), ROWS[1]!])),
      [`POST ${PRODUCT_ADMIN_BULK_API}`]: () => json(200, { changed: 1 }),
    });
    expect(dom.container.querySelector('[role="group"]')).toBeNull();
    await click(checkbox(M.selectRow('Linen shirt')));
    expect(dom.container.querySelector('[role="group"]')?.textContent).toContain(M.selected(1));
    await click(button(M.bulkLabels.deactivate));
    await settle();
    expect(bulkBodies(fetcher)).toEqual([{ siteId: 'acme', action: 'deactivate', ids: ['p1'] }]);
    expect(notify.success).toHaveBeenCalledWith(M.bulkDone.deactivate(1));
    expect(listed).toBe(2);
    expect(checkbox(M.selectRow('Linen shirt')).checked).toBe(false);
  });

  it('deletes the whole page only after the confirmation', async () => {
    const fetcher = await render({ [list()]: () => json(200, page(ROWS)), [`POST ${PRODUCT_ADMIN_BULK_API}`]: () => json(200, { changed: 2 }) });
    await click(checkbox(M.selectAll));
    expect(checkbox(M.selectRow('Gift card')).checked).toBe(true);
    await click(button(M.bulkLabels.delete));
    await settle();
    expect(dialog().textContent).toContain(M.deleteTitle(2));
    await click(button('Cancel', dialog()));
    await settle();
    expect(bulkBodies(fetcher)).toEqual([]);
    await click(button(M.bulkLabels.delete));
    await settle();
    await click(button(M.deleteConfirm, dialog()));
    await settle();
    expect(bulkBodies(fetcher)).toEqual([{ siteId: 'acme', action: 'delete', ids: ['p1', 'p2'] }]);
  });
});
