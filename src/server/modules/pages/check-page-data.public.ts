import { mapPageTree, PageTreeError } from '#core/pages/page-tree.ts';
import { HttpError } from '#server/http/errors.ts';
import { neutraliseDangerousUrls, PAGE_DATA_MAX_BYTES, type PuckData } from './page-data.ts';

/**
 * The document as it may be stored: a known shape of known blocks (every zone and slot walked),
 * with no server-derived props (`_html`, `_svg`, …: the server computes those when rendering)
 * and no script URLs. Pages and reusable sections (decision 071) are checked alike.
 */
export async function checkedPageData(value: unknown): Promise<PuckData> {
  const bytes = Buffer.byteLength(JSON.stringify(value ?? null));
  if (bytes > PAGE_DATA_MAX_BYTES) {
    throw new HttpError(413, `Page data is too large (${Math.ceil(bytes / 1024)} KB; the limit is ${PAGE_DATA_MAX_BYTES / 1024} KB).`, {
      data: ['Page data is too large.'],
    });
  }
  const walked = await mapPageTree(value, { invalid: 'refuse' }).catch((error: unknown) => {
    if (error instanceof PageTreeError) throw new HttpError(400, error.message, { data: [error.message] });
    throw error;
  });
  return neutraliseDangerousUrls(walked);
}

export { neutraliseDangerousUrls };
