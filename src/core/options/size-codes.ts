import type { Option } from './option.ts';

export const SIZE_GROUPS = ['apparel', 'shoe', 'ring', 'bed', 'storage', 'screen', 'volume'] as const;
export type SizeGroup = (typeof SIZE_GROUPS)[number];

export interface SizeGroupOption extends Option<SizeGroup> {
  readonly sizes: readonly Option[];
}

function range(from: number, to: number, step: number): number[] {
  const values: number[] = [];
  for (let value = from; value <= to + 1e-9; value += step) values.push(Math.round(value * 10) / 10);
  return values;
}

/**
 * Size values are unique across groups (a product may mix them), short and URL-safe; labels are
 * what a shopper reads.
 */
export const SIZE_CODE_GROUPS: readonly SizeGroupOption[] = [
  {
    label: 'Apparel',
    value: 'apparel',
    sizes: [
      { label: 'XS', value: 'xs' },
      { label: 'S', value: 's' },
      { label: 'M', value: 'm' },
      { label: 'L', value: 'l' },
      { label: 'XL', value: 'xl' },
      { label: 'XXL', value: 'xxl' },
    ],
  },
  {
    label: 'Shoes (EU)',
    value: 'shoe',
    sizes: range(35, 47, 1).map((size) => ({ label: `EU ${size}`, value: `eu-${size}` })),
  },
  {
    label: 'Rings (US)',
    value: 'ring',
    sizes: range(4, 13, 0.5).map((size) => ({ label: `US ${size}`, value: `ring-${String(size).replace('.', '_')}` })),
  },
  {
    label: 'Beds',
    value: 'bed',
    sizes: [
      { label: 'Single', value: 'bed-single' },
      { label: 'Twin XL', value: 'bed-twin-xl' },
      { label: 'Double', value: 'bed-double' },
      { label: 'Queen', value: 'bed-queen' },
      { label: 'King', value: 'bed-king' },
      { label: 'California King', value: 'bed-california-king' },
    ],
  },
  {
    label: 'Storage',
    value: 'storage',
    sizes: [
      { label: '32 GB', value: '32gb' },
      { label: '64 GB', value: '64gb' },
      { label: '128 GB', value: '128gb' },
      { label: '256 GB', value: '256gb' },
      { label: '512 GB', value: '512gb' },
      { label: '1 TB', value: '1tb' },
      { label: '2 TB', value: '2tb' },
    ],
  },
  {
    label: 'Screens',
    value: 'screen',
    sizes: [13, 14, 15, 16, 24, 27, 32, 43, 50, 55, 65, 75, 85].map((inches) => ({
      label: `${inches}″`,
      value: `${inches}in`,
    })),
  },
  {
    label: 'Volume',
    value: 'volume',
    sizes: [
      { label: '50 ml', value: '50ml' },
      { label: '100 ml', value: '100ml' },
      { label: '250 ml', value: '250ml' },
      { label: '500 ml', value: '500ml' },
      { label: '750 ml', value: '750ml' },
      { label: '1 L', value: '1l' },
      { label: '2 L', value: '2l' },
    ],
  },
];

export function sizesOfGroup(group: SizeGroup): readonly Option[] {
  return SIZE_CODE_GROUPS.find((entry) => entry.value === group)?.sizes ?? [];
}
