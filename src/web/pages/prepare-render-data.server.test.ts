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
});
