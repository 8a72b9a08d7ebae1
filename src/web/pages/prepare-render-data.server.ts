import { renderMarkdown } from '#web/blocks/rich-text/render-markdown.ts';
import type { PuckComponent, PuckData } from '#server/modules/pages/page-data.ts';
import { renderIconSvg } from '#server/modules/icons/render-icon-svg.ts';

type Preparer = (props: Record<string, unknown>) => Promise<Record<string, unknown>> | Record<string, unknown>;

/**
 * Work done on the server so visitors never download it (docs/blocks.md): markdown becomes
 * sanitised HTML, icons become SVG markup. Adds `_`-prefixed props; never mutates the input.
 */
const PREPARERS: Record<string, Preparer> = {
  RichText: (props) => ({ _html: renderMarkdown(typeof props.markdown === 'string' ? props.markdown : '') }),
  Icon: async (props) => {
    if (props.set === 'custom') return {};
    const svg = typeof props.set === 'string' && typeof props.name === 'string' ? await renderIconSvg(props.set, props.name) : null;
    return svg ? { _svg: svg } : {};
  },
};

const isBlock = (value: unknown): value is PuckComponent =>
  typeof value === 'object' && value !== null && typeof (value as PuckComponent).type === 'string' && typeof (value as PuckComponent).props === 'object';

async function prepareBlocks(blocks: PuckComponent[]): Promise<PuckComponent[]> {
  return Promise.all(blocks.map(prepareBlock));
}

async function prepareBlock(block: PuckComponent): Promise<PuckComponent> {
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(block.props)) {
    // Slot fields hold nested blocks inside props.
    props[key] = Array.isArray(value) && value.length > 0 && value.every(isBlock) ? await prepareBlocks(value) : value;
  }
  const preparer = PREPARERS[block.type];
  return { ...block, props: preparer ? { ...props, ...(await preparer(props)) } : props };
}

export async function prepareRenderData(data: PuckData): Promise<PuckData> {
  const zones = data.zones
    ? Object.fromEntries(await Promise.all(Object.entries(data.zones).map(async ([zone, blocks]) => [zone, await prepareBlocks(blocks)] as const)))
    : undefined;
  return { ...data, content: await prepareBlocks(data.content ?? []), ...(zones ? { zones } : {}) };
}
