import { renderMarkdown } from '#web/blocks/rich-text/render-markdown.ts';
import type { PuckComponent, PuckData } from '#server/modules/pages/page-data.ts';
import { renderIconSvg } from '#server/modules/icons/render-icon-svg.ts';

export interface PrepareContext {
  /** A custom icon's data URL, looked up in the page's site. */
  customIconSrc?: (nameOrId: string) => Promise<string | null>;
}

type Preparer = (props: Record<string, unknown>, context: PrepareContext) => Promise<Record<string, unknown>> | Record<string, unknown>;

/**
 * Work done on the server so visitors never download it (docs/blocks.md): markdown becomes
 * sanitised HTML, icons become SVG markup. Adds `_`-prefixed props; never mutates the input.
 */
const PREPARERS: Record<string, Preparer> = {
  RichText: (props) => ({ _html: renderMarkdown(typeof props.markdown === 'string' ? props.markdown : '') }),
  Icon: async (props, context) => {
    if (props.set === 'custom') {
      const src = typeof props.name === 'string' && context.customIconSrc ? await context.customIconSrc(props.name) : null;
      return src ? { _src: src } : {};
    }
    const svg = typeof props.set === 'string' && typeof props.name === 'string' ? await renderIconSvg(props.set, props.name) : null;
    return svg ? { _svg: svg } : {};
  },
};

const isBlock = (value: unknown): value is PuckComponent =>
  typeof value === 'object' && value !== null && typeof (value as PuckComponent).type === 'string' && typeof (value as PuckComponent).props === 'object';

async function prepareBlocks(blocks: PuckComponent[], context: PrepareContext): Promise<PuckComponent[]> {
  return Promise.all(blocks.map((block) => prepareBlock(block, context)));
}

async function prepareBlock(block: PuckComponent, context: PrepareContext): Promise<PuckComponent> {
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(block.props)) {
    // Slot fields hold nested blocks inside props.
    props[key] = Array.isArray(value) && value.length > 0 && value.every(isBlock) ? await prepareBlocks(value, context) : value;
  }
  const preparer = PREPARERS[block.type];
  return { ...block, props: preparer ? { ...props, ...(await preparer(props, context)) } : props };
}

export async function prepareRenderData(data: PuckData, context: PrepareContext = {}): Promise<PuckData> {
  const zones = data.zones
    ? Object.fromEntries(await Promise.all(Object.entries(data.zones).map(async ([zone, blocks]) => [zone, await prepareBlocks(blocks, context)] as const)))
    : undefined;
  return { ...data, content: await prepareBlocks(data.content ?? [], context), ...(zones ? { zones } : {}) };
}
