import type { BotChallengeConfig } from '#core/forms/bot-challenge.ts';
import { blockCollectionOf, blockListRequest, recordGalleryImage, recordTeaser, type ListRecords } from '#core/content/block-records.ts';
import { formIdOf } from '#core/forms/form-block.ts';
import { RECORD_SERVER_KEYS } from '#core/content/record-table.ts';
import { applyRecordBindings, type BoundRecord } from '#core/content/record-binding.ts';
import { mapPageTree, type PageBlock, type PageDocument } from '#core/pages/page-tree.ts';
import { renderIconSvg } from '#server/modules/icons/render-icon-svg.ts';
import { renderMarkdown } from '#web/blocks/rich-text/render-markdown.ts';
import type { PaymentMethodValue } from '#core/checkout/order.ts';
import type { ReviewStats } from '#core/reviews/review.ts';
import type { ListProducts } from '#core/product-list/product-list-query.ts';
import { prepareProductDetails } from '#web/blocks/product-details/prepare-product-details.server.ts';
import { prepareProductList } from '#web/blocks/product-list/prepare-product-list.server.ts';
import { prepareProductReviews } from '#web/blocks/product-reviews/prepare-product-reviews.server.ts';

export interface PrepareContext {
  /** A custom icon's data URL, looked up in the page's site. */
  customIconSrc?: (nameOrId: string) => Promise<string | null>;
  /** The rendered page's id: a Form block posts `formIdOf(pageId, block id)` so the server finds its binding. */
  pageId?: string;
  /** What a Form's (or a ProductReviews form's) bot challenge widget needs (the challenge port's widgetConfig); asked only for pages with one. */
  challenge?: () => BotChallengeConfig;
  /** Records of the page's own site for Lineup and ImageGallery blocks with a collection source; without it they list nothing. */
  listRecords?: ListRecords;
  /** Products of the page's own site for ProductList blocks (their first page, filtered by the database). */
  listProducts?: ListProducts;
  /** The methods the page's shop takes: a ProductDetails block's payment icons show these only. */
  paymentMethods?: () => Promise<PaymentMethodValue[]>;
  /** A product's approved reviews' stats: the ProductDetails header and the ProductReviews block read the same figures. */
  reviewStats?: (productId: string) => Promise<ReviewStats>;
  /** The page's query string: a ProductList with its filter panel renders the view it names. */
  query?: URLSearchParams;
  /** Where a block's failed load is reported (spec 3 §8: logged, the block renders nothing). */
  logError?: (message: string, details: Record<string, unknown>) => void;
  /** The record a data-area page shows (issue #9 part 5): bound props read its fields. */
  bound?: BoundRecord | null;
  /** The viewer may change `bound` (checked by the page's loader): a Form on its collection edits it. */
  editable?: boolean;
  /** Set when the viewer edits `bound` as its submitter: only the Form with this formId (the one it came from) edits it, and it cannot delete. */
  editableFormId?: string | null;
  /** On a data-area page, the template's collection: a list block with a collection source but no name reads it. */
  templateCollection?: string;
}

/** The record's server keys and the values of the form's own inputs, nothing else. */
function formFieldsOf(record: BoundRecord['record'], inputs: unknown): BoundRecord['record'] {
  const names = new Set(Array.isArray(inputs) ? inputs.map((input: { name?: unknown }) => input?.name).filter((name): name is string => typeof name === 'string') : []);
  return Object.fromEntries(Object.entries(record).filter(([key]) => RECORD_SERVER_KEYS.includes(key) || names.has(key))) as BoundRecord['record'];
}

type Preparer = (props: PageBlock['props'], context: PrepareContext) => Promise<Record<string, unknown>> | Record<string, unknown>;

/**
 * A list block's items from its collection: `_items` (only the fields the block shows), or
 * `_failed` when the load failed. Nothing when the block reads no collection.
 */
async function collectionItems<Item>(props: PageBlock['props'], context: PrepareContext, toItem: (record: Record<string, unknown>) => Item | null): Promise<Record<string, unknown>> {
  const named = blockCollectionOf(props);
  // A list on a template that names no collection lists the template's own (it is shown as its collection).
  const inherited = named === null && props.source !== 'manual' && context.templateCollection ? context.templateCollection : null;
  const collection = named ?? inherited;
  if (!collection || !context.listRecords) return {};
  try {
    const records = await context.listRecords(collection, blockListRequest(props));
    return { ...(inherited ? { collection: inherited } : {}), _items: records.map(toItem).filter((item) => item !== null) };
  } catch (error) {
    context.logError?.('list block: the collection could not be loaded', { err: error, collection });
    return { _items: [], _failed: true };
  }
}

/**
 * Work done on the server so visitors never download it (docs/blocks.md): markdown becomes
 * sanitised HTML, icons become SVG markup. These `_`-prefixed props exist only here: the tree
 * walk drops any that stored data carries before a preparer runs.
 */
const PREPARERS: Partial<Record<PageBlock['type'], Preparer>> = {
  RichText: (props) => ({ _html: renderMarkdown(typeof props.markdown === 'string' ? props.markdown : '') }),
  Icon: async (props, context) => {
    if (props.set === 'custom') {
      const src = typeof props.name === 'string' && context.customIconSrc ? await context.customIconSrc(props.name) : null;
      return src ? { _src: src } : {};
    }
    const svg = typeof props.set === 'string' && typeof props.name === 'string' ? await renderIconSvg(props.set, props.name) : null;
    return svg ? { _svg: svg } : {};
  },
  Lineup: (props, context) => collectionItems(props, context, (record) => recordTeaser(record, props)),
  ImageGallery: (props, context) => (props.source === 'collection' ? collectionItems(props, context, recordGalleryImage) : {}),
  ProductList: (props, context) => prepareProductList(props, context),
  ProductDetails: (props, context) => prepareProductDetails(props, context),
  ProductReviews: (_props, context) => prepareProductReviews(context),
  Form: (props, context) => {
    // Edit mode only for the record the page shows, and only for who may change it: never a stored `record`.
    const formId = context.pageId && typeof props.id === 'string' && props.id !== '' ? formIdOf(context.pageId, props.id) : null;
    const ownForm = !context.editableFormId || formId === context.editableFormId;
    const bound = context.editable && ownForm && context.bound && typeof props.collection === 'string' && props.collection.trim() === context.bound.collection ? context.bound.record : null;
    // A submitter is given only what their form shows: the fields members added stay theirs.
    const record = bound && context.editableFormId ? formFieldsOf(bound, props.inputs) : bound;
    return {
      ...(formId ? { _formId: formId } : {}),
      // Who edits a record is signed in, and the server asks no challenge of them: no widget then.
      _challenge: record ? null : (context.challenge?.() ?? null),
      record,
      // A submitter changes their record; deleting it is for the site's members (decision 033).
      ...(record && context.editableFormId ? { _deletable: false } : {}),
    };
  },
};

/**
 * A stored document made ready for `Render`: walked exactly as saving walks it (root, content,
 * zones, every slot), items that are not known blocks left out, derived props computed afresh.
 * Never mutates the input.
 */
export async function prepareRenderData(data: unknown, context: PrepareContext = {}): Promise<PageDocument> {
  return mapPageTree(data, { invalid: 'drop' }, async (block) => {
    // Bound props first: a bound RichText's markdown is then rendered like any other.
    const props = applyRecordBindings(block.type, block.props, context.bound);
    const preparer = PREPARERS[block.type];
    return preparer ? { ...props, ...(await preparer(props, context)) } : props;
  });
}
