import { eq } from 'drizzle-orm';
import { FORM_BLOCK_TYPE } from '#core/forms/form-block.ts';
import { parseFormDefinition } from '#core/forms/form-definition.ts';
import type { FormInput } from '#core/forms/form-input.ts';
import { DEFAULT_FORM_PURPOSE, FORM_PURPOSE_OPTIONS, type FormPurpose } from '#core/options/form-purposes.ts';
import { listPageBlocks } from '#core/pages/page-tree.ts';
import type { Db } from '#server/db/client.ts';
import { collection, formBinding } from '#server/db/schema.ts';
import { isDataCollectionName } from '#server/shared/listing/data-collection-name.ts';
import { isMailAddress } from '#server/providers/mail/mail-address.ts';

/** The database or a transaction on it: publishing writes bindings inside its own transaction. */
export type DbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** A Form block of a published page, as the server keeps it (decision 019). */
export interface FormBindingDraft {
  blockId: string;
  collectionName: string;
  purpose: FormPurpose;
  inputs: FormInput[];
  email: { to: string[]; subject: string } | null;
}

/** A Form block the server will not bind, and why (logged on publish). */
export interface SkippedForm {
  blockId: string;
  reason: string;
}

const PURPOSES: ReadonlySet<string> = new Set(FORM_PURPOSE_OPTIONS.map((o) => o.value));
const MAX_RECIPIENTS = 20;

/** 'a@x.org, b@y.org' as a list of plausible addresses (at most 20); empty means the site's owners. */
export function recipientsOf(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  const addresses = value
    .split(/[,;\s]+/)
    .map((a) => a.trim())
    .filter(isMailAddress);
  return [...new Set(addresses)].slice(0, MAX_RECIPIENTS);
}

/**
 * Every Form block of a published page document (content, zones and slots, through the one page
 * walk) that can take submissions: a block id, a data collection, and a definition that parses
 * (known types, valid and unique names). The others are listed in `skipped`.
 */
export async function formBindingsOf(data: unknown): Promise<{ bindings: FormBindingDraft[]; skipped: SkippedForm[] }> {
  const bindings: FormBindingDraft[] = [];
  const skipped: SkippedForm[] = [];
  const seen = new Set<string>();
  for (const block of await listPageBlocks(data)) {
    if (block.type !== FORM_BLOCK_TYPE) continue;
    const props = block.props;
    const blockId = typeof props.id === 'string' ? props.id.trim() : '';
    const collectionName = typeof props.collection === 'string' ? props.collection.trim() : '';
    if (blockId === '' || seen.has(blockId)) {
      skipped.push({ blockId, reason: 'The form has no block id of its own.' });
      continue;
    }
    seen.add(blockId);
    if (collectionName === '') continue; // The editor shows 'Please select a collection…'.
    if (!isDataCollectionName(collectionName)) {
      skipped.push({ blockId, reason: `The form writes to '${collectionName.slice(0, 100)}', which is not a data collection.` });
      continue;
    }
    // Strict, as the dashboard's definitions: a form with a bad or repeated input takes nothing.
    const { inputs, error } = parseFormDefinition(props.inputs ?? []);
    if (inputs === null) {
      skipped.push({ blockId, reason: error });
      continue;
    }
    const purpose = typeof props.purpose === 'string' && PURPOSES.has(props.purpose) ? (props.purpose as FormPurpose) : DEFAULT_FORM_PURPOSE;
    const subject = typeof props.emailSubject === 'string' ? props.emailSubject.trim().slice(0, 200) : '';
    bindings.push({
      blockId,
      collectionName,
      purpose,
      inputs,
      email: purpose === 'contact' ? { to: recipientsOf(props.emailTo), subject } : null,
    });
  }
  return { bindings, skipped };
}

/** Makes sure the collection exists for the site (an empty definition when it is new). */
export async function ensureCollection(db: DbOrTx, siteId: string | null, name: string): Promise<void> {
  await db.insert(collection).values({ siteId, name, fields: [] }).onConflictDoNothing();
}

/**
 * Replaces a page's bindings with those of its newly published data, in the caller's transaction,
 * and makes sure each target collection exists. Answers the forms left unbound.
 */
export async function replaceFormBindings(db: DbOrTx, pageRow: { id: string; siteId: string | null }, data: unknown): Promise<SkippedForm[]> {
  const { bindings, skipped } = await formBindingsOf(data);
  await db.delete(formBinding).where(eq(formBinding.pageId, pageRow.id));
  if (bindings.length === 0) return skipped;
  await db.insert(formBinding).values(bindings.map((b) => ({ ...b, siteId: pageRow.siteId, pageId: pageRow.id })));
  for (const name of new Set(bindings.map((b) => b.collectionName))) await ensureCollection(db, pageRow.siteId, name);
  return skipped;
}
