import type { Option } from './option.ts';

export const CARD_STYLE_OPTIONS = [
  { label: 'Default', value: 'default' },
  { label: 'Minimal', value: 'minimal' },
  { label: 'Modern', value: 'modern' },
  { label: 'Glass', value: 'glass' },
  { label: 'Dynamic', value: 'dynamic' },
  { label: 'Soft', value: 'soft' },
  { label: 'Elegant', value: 'elegant' },
  { label: 'Accent', value: 'accent' },
  { label: 'Panel', value: 'panel' },
  { label: 'Pill', value: 'pill' },
] as const satisfies readonly Option[];
export type CardStyle = (typeof CARD_STYLE_OPTIONS)[number]['value'];
export const DEFAULT_CARD_STYLE: CardStyle = 'default';
