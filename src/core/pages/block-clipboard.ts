// Copied blocks as clipboard text (issue 27): what the editor's Copy block writes, and what its
// Paste block accepts: the same tree walk the server runs on save, fresh ids, and the site-scoped
// names the blocks carry (decision 072).
import { blockCollectionOf } from '../content/block-records.ts';
import { BLOCK_SLOTS } from './block-names.ts';
import { PAGE_DATA_MAX_BYTES } from './page-data-limit.ts';
import { mapPageTree, PageTreeError, type PageBlock } from './page-tree.ts';

/** The clipboard format's version this code writes and reads. */
export const BLOCK_CLIPBOARD_VERSION = 1;

/** Clipboard text of copied blocks: JSON of this shape. */
export interface BlockClipboard {
  sitewright: 'blocks';
  version: typeof BLOCK_CLIPBOARD_VERSION;
  /** The slug of the site the blocks were copied on ('site-abc'); null on a page of no site. */
  sourceSite: string | null;
  /** Each block with its nested blocks in its slots, as Puck holds them. */
  blocks: PageBlock[];
}

export const PASTE_EMPTY = 'Paste the copied blocks first.';
export const PASTE_NOT_JSON = 'This is not a copied block: the text is not JSON. Use Copy block in a page editor, then paste here.';
export const PASTE_NOT_BLOCKS = 'This is not a copied block: Copy block in a page editor makes the text to paste here.';
export const PASTE_NO_BLOCKS = 'The copied text holds no blocks.';
export const NOTHING_SELECTED_TO_COPY = 'Select a block to copy first.';
export const COPY_FAILED = 'Failed to copy the block: the browser did not allow writing to the clipboard.';
export const pasteTooLargeMessage = (bytes: number): string =>
  `The copied blocks are too large to paste (${Math.ceil(bytes / 1024)} KB; a page holds at most ${PAGE_DATA_MAX_BYTES / 1024} KB).`;
export const pasteNewerVersionMessage = (version: number): string =>
  `These blocks were copied in a newer version of Sitewright (format ${version}); this one reads format ${BLOCK_CLIPBOARD_VERSION}.`;
export const blockCopiedMessage = (label: string): string => `${label} block copied to clipboard`;

/** Names in copied blocks that mean something only on a site: they are kept, and the paste says so. */
export interface SiteReferences {
  /** Collections read or written (Lineup, ImageGallery, ProductList, Form, …). */
  collections: string[];
  /** Custom icons, looked up by name (or id) in the page's site when it renders. */
  customIcons: string[];
  /** Records named by id (a Product card's product). */
  records: string[];
  /**
   * Uploaded media (`/media/…` URLs) the blocks show. Media URLs are public on every site, so they
   * show here too; but they stay the site they were uploaded to's, whose people may delete them.
   */
  media: string[];
  /** Reusable sections (SectionInstance's section ids): a site's own, so another site's show nothing (decision 071). */
  sections: string[];
}

export type PastedBlocks =
  | { ok: true; blocks: PageBlock[]; sourceSite: string | null; references: SiteReferences }
  | { ok: false; error: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The clipboard text for `blocks` copied on the site `sourceSite` (its slug, or null). */
export function blockClipboardText(blocks: readonly { type: string; props: object }[], sourceSite: string | null): string {
  const clipboard = { sitewright: 'blocks', version: BLOCK_CLIPBOARD_VERSION, sourceSite, blocks: blocks.map(({ type, props }) => ({ type, props })) };
  return JSON.stringify(clipboard);
}

/** Puck's id form (`Heading-<uuid>`), also where crypto.randomUUID is missing (plain http on a LAN address). */
export function newBlockId(type: string): string {
  const crypto = globalThis.crypto as Partial<Crypto> & Pick<Crypto, 'getRandomValues'>;
  if (typeof crypto.randomUUID === 'function') return `${type}-${crypto.randomUUID()}`;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${type}-${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const SLUG = /^site-[A-Za-z0-9_-]{1,100}$/;

/**
 * Reads pasted text: refuses anything that is not copied blocks with a message for the editor;
 * otherwise answers the blocks as a save would store them (every block known, server-derived props
 * gone), each with a fresh id (`newId`, nested blocks too) so a paste never repeats an id on the
 * page, and without a `siteSlug` prop (that names the site the blocks came from; the page's own
 * site is passed when rendering). Never throws.
 */
export async function readBlockClipboard(text: string, newId: (type: string) => string = newBlockId): Promise<PastedBlocks> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: PASTE_EMPTY };
  const bytes = new TextEncoder().encode(trimmed).length;
  if (bytes > PAGE_DATA_MAX_BYTES) return { ok: false, error: pasteTooLargeMessage(bytes) };
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return { ok: false, error: PASTE_NOT_JSON };
  }
  if (!isObject(parsed) || parsed.sitewright !== 'blocks') return { ok: false, error: PASTE_NOT_BLOCKS };
  const { version, blocks, sourceSite } = parsed;
  if (typeof version === 'number' && Number.isInteger(version) && version > BLOCK_CLIPBOARD_VERSION) return { ok: false, error: pasteNewerVersionMessage(version) };
  if (version !== BLOCK_CLIPBOARD_VERSION) return { ok: false, error: PASTE_NOT_BLOCKS };
  if (!Array.isArray(blocks) || blocks.length === 0) return { ok: false, error: PASTE_NO_BLOCKS };
  let walked: PageBlock[];
  try {
    walked = (await mapPageTree({ root: {}, content: blocks }, { invalid: 'refuse', contentName: 'the copied blocks' })).content;
  } catch (error) {
    if (error instanceof PageTreeError) return { ok: false, error: `Cannot paste: ${error.message}` };
    throw error;
  }
  const fresh = walked.map((block) => withFreshIds(block, newId));
  return { ok: true, blocks: fresh, sourceSite: typeof sourceSite === 'string' && SLUG.test(sourceSite) ? sourceSite : null, references: siteReferencesOf(fresh) };
}

/** Visits `block` and every block nested in its slots, parents first. */
function eachBlock(blocks: readonly PageBlock[], visit: (block: PageBlock) => void): void {
  for (const block of blocks) {
    visit(block);
    for (const slot of BLOCK_SLOTS[block.type] ?? []) {
      const nested = block.props[slot];
      if (Array.isArray(nested)) eachBlock(nested as PageBlock[], visit);
    }
  }
}

function withFreshIds(block: PageBlock, newId: (type: string) => string): PageBlock {
  const { siteSlug: _ignored, ...props } = block.props;
  for (const slot of BLOCK_SLOTS[block.type] ?? []) {
    const nested = props[slot];
    if (Array.isArray(nested)) props[slot] = (nested as PageBlock[]).map((child) => withFreshIds(child, newId));
  }
  return { ...block, props: { ...props, id: newId(block.type) } };
}

/** The site-scoped names the blocks (nested ones included) carry, each once, in order of appearance. */
export function siteReferencesOf(blocks: readonly PageBlock[]): SiteReferences {
  const collections = new Set<string>();
  const customIcons = new Set<string>();
  const records = new Set<string>();
  const media = new Set<string>();
  const sections = new Set<string>();
  eachBlock(blocks, ({ type, props }) => {
    if (type === 'SectionInstance' && typeof props.sectionId === 'string' && props.sectionId !== '') sections.add(props.sectionId);
    for (const url of mediaUrlsIn(props, BLOCK_SLOTS[type] ?? [])) media.add(url);
    const collection = blockCollectionOf(props);
    if (collection !== null) collections.add(collection);
    if (type === 'Icon' && props.set === 'custom' && typeof props.name === 'string' && props.name.trim() !== '') customIcons.add(props.name.trim());
    if (typeof props.productId === 'string' && props.productId.trim() !== '') records.add(props.productId.trim());
  });
  return { collections: [...collections], customIcons: [...customIcons], records: [...records], media: [...media], sections: [...sections] };
}

const MEDIA_URL = /^(?:https?:\/\/[^/\s]+)?\/media\/\S+$/;

/** `/media/…` URLs anywhere in a block's props (an Image's url, a gallery's images), its slots left out (their blocks are visited on their own). */
function mediaUrlsIn(props: Record<string, unknown>, slots: readonly string[]): string[] {
  const found: string[] = [];
  const visit = (value: unknown, depth: number): void => {
    if (depth > 8) return;
    if (typeof value === 'string') {
      if (MEDIA_URL.test(value.trim())) found.push(value.trim());
    } else if (Array.isArray(value)) value.forEach((item) => visit(item, depth + 1));
    else if (isObject(value)) Object.values(value).forEach((item) => visit(item, depth + 1));
  };
  for (const [name, value] of Object.entries(props)) if (!slots.includes(name)) visit(value, 0);
  return found;
}

const quoted = (kind: string, names: readonly string[]) => (names.length === 0 ? [] : [`${kind}${names.length > 1 ? 's' : ''} ${names.map((n) => `"${n}"`).join(', ')}`]);

/**
 * What the editor is told after a paste. Blocks from another site that name collections, custom
 * icons or records say so: those names are looked up in this site (decision 072).
 */
export function pastedMessage(count: number, references: SiteReferences, fromOtherSite: boolean): string {
  const pasted = count === 1 ? 'Block pasted.' : `${count} blocks pasted.`;
  const named = [
    ...quoted('collection', references.collections),
    ...quoted('custom icon', references.customIcons),
    ...quoted('record', references.records),
  ];
  if (!fromOtherSite) return pasted;
  const [subject, copied] = count === 1 ? ['It names', 'it was'] : ['They name', 'they were'];
  const names = named.length === 0 ? [] : [`${subject} ${named.join(' and ')}, as on the site ${copied} copied from: this site's own of those names are used, and nothing shows where this site has none.`];
  const images = references.media.length;
  const media = images === 0 ? [] : [images === 1 ? "The image stays in the other site's media library: deleted there, it disappears here too." : `The ${images} images stay in the other site's media library: deleted there, they disappear here too.`];
  const sections =
    references.sections.length === 0 ? [] : ["A reusable section belongs to the site it was copied from and shows nothing here: detach it there and copy its blocks instead."];
  return [pasted, ...names, ...media, ...sections].join(' ');
}
