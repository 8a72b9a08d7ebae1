import type { FormInput } from '#core/forms/form-input.ts';
import { formIdOf } from '#core/forms/form-block.ts';
import { document, formBinding, page } from '#server/db/schema.ts';
import type { TestApp } from './test-app.ts';

/** A contact form's inputs as the editor would store them: every kind the mail formats. */
export const CONTACT_INPUTS: FormInput[] = [
  { name: 'name', type: 'text', label: 'Your name' },
  { name: 'email', type: 'email', label: 'Email' },
  { name: 'topic', type: 'select', label: 'Topic', options: [{ name: 'Sales question', value: 'sales' }, { name: 'Support', value: 'support' }] },
  { name: 'message', type: 'textarea', label: 'Message' },
  { name: 'attachment', type: 'file', label: 'Attachment' },
  { name: 'secret', type: 'password', label: 'Password' },
];

export interface SeededContactForm {
  pageId: string;
  blockId: string;
  bindingId: string;
  /** What the visitor's browser posts: `{pageId}:{blockId}`. */
  formId: string;
  collection: string;
}

/**
 * A published page of the site with a Form block bound to `collection`, written straight into the
 * database (the binding writer on publish is not what these tests are about).
 */
export async function seedContactForm(
  t: TestApp,
  options: { siteId: string | null; collection?: string; purpose?: string; email?: { to: string[]; subject: string } | null; path?: string },
): Promise<SeededContactForm> {
  const { db } = t.deps.database;
  const collection = options.collection ?? 'contact-messages';
  const path = options.path ?? `/contact-${crypto.randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(page)
    .values({ siteId: options.siteId, kind: 'page', path, pathWithNoSite: path, title: 'Contact', data: { content: [], root: { props: {} } }, publishedAt: new Date() })
    .returning({ id: page.id });
  const blockId = `Form-${crypto.randomUUID()}`;
  const [binding] = await db
    .insert(formBinding)
    .values({
      siteId: options.siteId,
      pageId: row!.id,
      blockId,
      collectionName: collection,
      purpose: options.purpose ?? 'contact',
      inputs: CONTACT_INPUTS,
      email: options.email === undefined ? null : options.email,
    })
    .returning({ id: formBinding.id });
  return { pageId: row!.id, blockId, bindingId: binding!.id, formId: formIdOf(row!.id, blockId), collection };
}

/** A record of `collection`, as the data API would have stored it. */
export async function insertRecord(
  t: TestApp,
  options: { siteId: string | null; collection: string; data: Record<string, unknown>; createdAt?: Date },
): Promise<string> {
  const [row] = await t.deps.database.db
    .insert(document)
    .values({ siteId: options.siteId, collection: options.collection, data: options.data, ...(options.createdAt ? { createdAt: options.createdAt } : {}) })
    .returning({ id: document.id });
  return row!.id;
}
