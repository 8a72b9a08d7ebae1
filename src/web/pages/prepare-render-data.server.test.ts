import { describe, expect, it } from 'vitest';
import { formIdOf } from '#core/forms/form-block.ts';
import { prepareRenderData } from './prepare-render-data.server.ts';

const PAGE_ID = '0b8f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4';
const CHALLENGE = { kind: 'altcha', challengeUrl: '/api/challenge' } as const;

describe('prepareRenderData: Form', () => {
  it('gives a Form block its formId and the challenge widget, never what the stored data claims', async () => {
    const stored = {
      root: { props: {} },
      content: [{ type: 'Form', props: { id: 'Form-1', collection: 'messages', _formId: 'forged:Form-9', _challenge: { kind: 'turnstile', siteKey: 'evil' } } }],
    };
    const prepared = await prepareRenderData(stored, { pageId: PAGE_ID, challenge: () => CHALLENGE });
    expect(prepared.content[0]!.props).toMatchObject({ _formId: formIdOf(PAGE_ID, 'Form-1'), _challenge: CHALLENGE, collection: 'messages' });
  });

  it('leaves the formId out when the page has no id, and the challenge null when none is configured', async () => {
    const prepared = await prepareRenderData({ root: { props: {} }, content: [{ type: 'Form', props: { id: 'Form-1', _formId: 'forged:Form-9' } }] });
    expect(prepared.content[0]!.props).not.toHaveProperty('_formId');
    expect(prepared.content[0]!.props._challenge).toBeNull();
  });

  it("gives a record's submitter only the form it came from, only that form's fields, and no Delete; members every form of the collection", async () => {
    const record = { _id: 'r1', id: 'r1', created_at: '2026-11-26T10:00:00.000Z', updated_at: '2026-11-26T10:00:00.000Z', site_id: 'acme', name: 'Hedy', approved: false, note: 'internal' };
    const stored = {
      root: { props: {} },
      content: [
        { type: 'Form', props: { id: 'Form-1', collection: 'team', inputs: [{ name: 'name', type: 'text' }], _deletable: true } },
        { type: 'Form', props: { id: 'Form-2', collection: 'team', inputs: [{ name: 'approved', type: 'checkbox' }] } },
      ],
    };
    const bound = { collection: 'team', record };
    const asSubmitter = await prepareRenderData(stored, { pageId: PAGE_ID, bound, editable: true, editableFormId: formIdOf(PAGE_ID, 'Form-1') });
    expect(asSubmitter.content[0]!.props.record).toEqual({ _id: 'r1', id: 'r1', created_at: record.created_at, updated_at: record.updated_at, site_id: 'acme', name: 'Hedy' });
    expect(asSubmitter.content[0]!.props._deletable).toBe(false);
    expect(asSubmitter.content[1]!.props.record).toBeNull();

    const asMember = await prepareRenderData(stored, { pageId: PAGE_ID, bound, editable: true });
    expect(asMember.content.map((block) => block.props.record)).toEqual([record, record]);
    expect(asMember.content[0]!.props).not.toHaveProperty('_deletable');
  });
});
